// Brand summary drill (/brandsummary/branddrill/{brandids}, internal): the brand drilldown for a group of brands
// (`multi`), the same component as /brands/drill; the brands chooser without ids.
import { BrandDrilldown } from './brand-drilldown.tsx';
import { BrandsChooser } from '../../components/page/id-choosers.tsx';
import { useBrandIdsParam } from '../../components/page/use-id-params.ts';
import { PageError } from '../../components/page/page-error.tsx';

export default function BrandGroupDrillPage() {
  const param = useBrandIdsParam();
  if (param.kind === 'none') return <BrandsChooser title="Brand Summary Drilldown" />;
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  return <BrandDrilldown key={param.ids.join(',')} subject={{ brandIds: param.ids }} />;
}
