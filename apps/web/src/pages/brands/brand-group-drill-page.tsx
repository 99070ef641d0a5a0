// Brand summary drill (/brandsummary/branddrill/{brandids}, internal): the brand drilldown for a group of brands
// (`multi`), the same component as /brands/drill; the brands chooser without ids.
import { BrandDrilldown } from '../brands/brand-drilldown.tsx';
import { BrandsChooser } from './id-choosers.tsx';
import { useBrandIdsParam } from './use-id-params.ts';
import { PageError } from '../brands/page-error.tsx';

export default function BrandGroupDrillPage() {
  const param = useBrandIdsParam();
  if (param.kind === 'none') return <BrandsChooser title="Brand Summary Drilldown" />;
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  return <BrandDrilldown key={param.ids.join(',')} subject={{ brandIds: param.ids }} />;
}
