// The deployment's logo (decorative: the product's name is always written beside it).
import { Box } from '@mui/material';
import { useBranding } from '../app/branding.tsx';

export function ProductLogo({ size }: { size: number }) {
  const { logo_url } = useBranding();
  if (!logo_url) return null;
  return (
    <Box
      component="img"
      src={logo_url}
      alt=""
      data-product-logo=""
      sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
