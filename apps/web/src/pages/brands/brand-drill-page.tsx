// Brand Drilldown and My Brands (/brands/drill/:brandId?, /mybrands/:brandId): the chooser without a brand id,
// otherwise the drilldown, remounted for each brand so every figure and control starts afresh.
import { Alert } from '@mui/material';
import { BrandChooser } from './brand-chooser.tsx';
import { BrandDrilldown } from './brand-drilldown.tsx';
import { useBrandIdParam } from './use-brand-id-param.ts';

export default function BrandDrillPage() {
  const param = useBrandIdParam();
  if (param.kind === 'none') return <BrandChooser />;
  if (param.kind === 'invalid') return <Alert severity="error">{param.message}</Alert>;
  return <BrandDrilldown key={String(param.brandId)} subject={{ brandId: param.brandId }} />;
}
