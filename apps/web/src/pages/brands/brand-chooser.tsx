// The brand chooser (spec doc 2 §2): shown without a brandId; choosing a brand opens the current path + its id.
import { useLocation, useNavigate } from 'react-router';
import { Box, Paper, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { BrandAutocomplete, useChooserPageView } from '../../filters/index.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { chooserTarget } from './brand-paths.ts';

export function BrandChooser() {
  useChooserPageView({ brandId: null });
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{ display: 'flex', justifyContent: 'center', pt: 4 }}
    >
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 640, display: 'grid', gap: 2 }}>
        <PageTitle
          title={
            <>
              <InfoOutlined color="primary" sx={{ verticalAlign: 'text-bottom', mr: 1 }} />
              How Brand Drilldown Works?
            </>
          }
          subtitle="Provide a brand name or ID below to load page."
        />
        {/* An id typed and confirmed with Enter opens that brand; Enter on a suggestion is the autocomplete's. */}
        <Box
          onKeyDown={(event) => {
            const input = event.target;
            if (event.key !== 'Enter' || event.defaultPrevented || !(input instanceof HTMLInputElement))
              return;
            const id = /^\s*(\d{1,9})\s*$/.exec(input.value)?.[1];
            if (id && Number(id) > 0)
              void navigate({ pathname: chooserTarget(pathname, Number(id)), search });
          }}
        >
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
        </Box>
        <Typography variant="body2" color="text.secondary">
          If the brand is not listed, please let us know
        </Typography>
      </Paper>
    </Box>
  );
}
