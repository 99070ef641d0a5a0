// Win / Loss (/winloss/ and /winloss/{brandIds}): our brands from the path, or — without ids — the firm's own
// brands for a My Brands firm; others choose the brands first.
import { accessRules } from '@specpulse/contract';
import { BrandsChooser } from '../../components/page/id-choosers.tsx';
import { PageError } from '../../components/page/page-error.tsx';
import { useBrandIdsParam } from '../../components/page/use-id-params.ts';
import { useCan } from '../../session/access.ts';
import { WinLoss } from './win-loss.tsx';

export default function WinLossPage() {
  const param = useBrandIdsParam();
  const myBrands = useCan(accessRules.mybrands);
  if (param.kind === 'invalid') return <PageError>{param.message}</PageError>;
  if (param.kind === 'none' && !myBrands) return <BrandsChooser title="Win / Loss" />;
  const ids = param.kind === 'valid' ? param.ids : [];
  return <WinLoss key={ids.join(',')} brandIds={ids} />;
}
