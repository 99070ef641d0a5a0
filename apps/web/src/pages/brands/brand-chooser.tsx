// The brand chooser (spec doc 2 §2): shown without a brandId; choosing a brand opens the current path + its id.
import { useLocation, useNavigate } from 'react-router';
import { Box, Paper, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { BrandAutocomplete } from '../../filters/index.ts';

/** '/brands/drill' or '/brands/drill/' + 12 → '/brands/drill/12'. */
export const chooserTarget = (pathname: string, id: number): string => `${pathname.replace(/\/+$/, '')}/${id}`;

export function BrandChooser() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <Box component="section" aria-labelledby="chooser-title" sx={{ display: 'flex', justifyContent: 'center', pt: 4 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 640, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <InfoOutlined color="primary" />
          <Typography id="chooser-title" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            How Brand Drilldown Works?
          </Typography>
        </Box>
        <Typography>Provide a brand name or ID below to load page.</Typography>
        <BrandAutocomplete
          label="Brand"
          value={null}
          showImages
          autoFocus
          size="medium"
          onChange={(brand) => {
            if (brand) void navigate({ pathname: chooserTarget(pathname, brand.id), search });
          }}
        />
        <Typography variant="body2" color="text.secondary">
          If the brand is not listed, please let us know
        </Typography>
      </Paper>
    </Box>
  );
}
