// Brand summary drill (/brandsummary/branddrill/{brandids}, internal): the brand drilldown for a group of brands
// (`multi`), the same component as /brands/drill; the brands chooser without ids.
import { Alert } from '@mui/material';
import { BrandDrilldown } from '../brands/brand-drilldown.tsx';
import { BrandsChooser } from './id-choosers.tsx';
import { useBrandIdsParam } from './use-id-params.ts';

export default function BrandGroupDrillPage() {
  const param = useBrandIdsParam();
  if (param.kind === 'none') return <BrandsChooser title="Brand Summary Drilldown" />;
  if (param.kind === 'invalid') return <Alert severity="error">{param.message}</Alert>;
  return <BrandDrilldown key={param.ids.join(',')} subject={{ brandIds: param.ids }} />;
}
