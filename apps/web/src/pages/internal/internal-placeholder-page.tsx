// Placeholder for the internal reports (spec doc 2) until they are built; the title comes from the route table.
import { useRouteTitle } from '../../shell/use-route-title.ts';
import { PagePlaceholder } from '../../shell/page-placeholder.tsx';

export default function InternalPlaceholderPage() {
  return <PagePlaceholder title={useRouteTitle()} />;
}
