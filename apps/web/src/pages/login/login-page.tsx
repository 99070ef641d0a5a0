// The sign-in screen (/login): email, password, Remember me; the catalogue's text on failure. With single
// sign-on, 'Sign in with {provider}' beside the form (or alone when password sign-in is off), and the return
// from the provider, whose token or refusal arrives in the URL's fragment.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Divider,
  FormControlLabel,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import { useAuth } from '../../session/session-context.tsx';
import { recordLogin } from '../../api/session-events.ts';
import { loginErrorText } from '../../auth/login-error.ts';
import { requestToken } from '../../auth/sign-in.ts';
import { alpha } from '@mui/material/styles';
import { useBranding } from '../../app/branding.tsx';
import { ProductLogo } from '../../shell/product-logo.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { signInDestination } from '../../auth/redirect-state.ts';
import { fetchSignInMethods, signInMethodsQueryKey, ssoLanding, ssoStartPath } from '../../auth/sso.ts';

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
  // Until the methods are known (or if they cannot load) the password form shows, as before single sign-on.
  const methods = useQuery({
    queryKey: signInMethodsQueryKey,
    queryFn: ({ signal }) => fetchSignInMethods(signal),
    staleTime: Infinity,
  });
  const sso = methods.data?.sso ?? null;
  const passwordForm = methods.data?.password ?? true;

  // Back from the provider: sign in with its token (the session ends at sign-out as any other), or show why not.
  useEffect(() => {
    const landing = ssoLanding(location.hash);
    if (!landing) return;
    if ('token' in landing) {
      signIn(landing.token, false);
      recordLogin();
      void navigate('/', { replace: true });
    } else {
      setError(landing.error);
      void navigate({ hash: '' }, { replace: true });
    }
  }, [location.hash, navigate, signIn]);

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
            <PageTitle
              centered
              title={`Sign in to ${product_name}`}
              subtitle="Specification and search insights for building products"
            />
          </Stack>
          {user && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Signed in as {user.first_name} {user.last_name}.{' '}
              <Link component={RouterLink} to="/">
                Continue to the application
              </Link>
            </Alert>
          )}
          {sso && (
            <Stack spacing={2} sx={{ mb: passwordForm ? 2 : 0 }}>
              <Button
                href={ssoStartPath}
                variant={passwordForm ? 'outlined' : 'contained'}
                size="large"
                fullWidth
              >
                Sign in with {sso.name}
              </Button>
              {passwordForm ? (
                <Divider>or</Divider>
              ) : (
                error && (
                  <Alert severity="error" role="alert">
                    {error}
                  </Alert>
                )
              )}
            </Stack>
          )}
          {passwordForm && (
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
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
