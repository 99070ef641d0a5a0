// Brand Drilldown and My Brands (/brands/drill/:brandId?, /mybrands/:brandId): the chooser without a brand id,
// otherwise the drilldown, remounted for each brand so every figure and control starts afresh.
import { BrandChooser } from './brand-chooser.tsx';
import { BrandDrilldown } from './brand-drilldown.tsx';
import { useBrandIdParam } from './use-brand-id-param.ts';
import { PageError } from '../../components/page/page-error.tsx';

export default function BrandDrillPage() {
  const param = useBrandIdParam();
  if (param.kind === 'none') return <BrandChooser />;
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  return <BrandDrilldown key={String(param.brandId)} subject={{ brandId: param.brandId }} />;
}
