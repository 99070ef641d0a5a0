// The sign-in screen (/login): email, password, Remember me; the catalogue's text on failure.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useAuth } from '../../session/session-context.tsx';
import { recordLogin } from '../../api/session-events.ts';
import { loginErrorText } from '../../auth/login-error.ts';
import { requestToken } from '../../auth/sign-in.ts';
import { alpha } from '@mui/material/styles';
import { useBranding } from '../../app/branding.tsx';
import { ProductLogo } from '../../shell/product-logo.tsx';
import { signInDestination } from '../../auth/redirect-state.ts';

export default function LoginPage() {
  const { user, signIn } = useAuth();
  const { product_name } = useBranding();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const token = await requestToken({ email, password, remember });
      signIn(token, remember);
      recordLogin();
      // Back to the page a redirect came from (an expired session, /admin), filters included; else /.
      void navigate(signInDestination(location.state), { replace: true });
    } catch (e) {
      setError(loginErrorText(e));
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        background: (t) =>
          `linear-gradient(160deg, ${alpha(t.palette.primary.main, 0.12)} 0%, #f5f7f7 55%, #ffffff 100%)`,
      }}
    >
      <Card elevation={4} sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <ProductLogo size={56} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              Sign in to {product_name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              Specification and search insights for building products
            </Typography>
          </Stack>
          {user && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Signed in as {user.first_name} {user.last_name}.{' '}
              <Link component={RouterLink} to="/">
                Continue to the application
              </Link>
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Sign in">
            <Stack spacing={2}>
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                autoFocus
                fullWidth
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                fullWidth
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <FormControlLabel
                control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
                label="Remember me"
              />
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
                Sign in
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
