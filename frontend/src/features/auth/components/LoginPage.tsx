import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { useToast } from '../../../components/toast/useToast';
import { SESSION_EXPIRED_MESSAGE } from '../../../lib/session-base-query';
import { useSession } from '../../../lib/session';
import { useSignInMutation } from '../api/auth.api';
import { authErrorMessage, SIGN_IN_UNAVAILABLE } from '../auth.errors';
import { safeRedirectPath } from '../auth.redirect';
import { signInProblem, type FormProblem, type SignInField } from '../auth.validation';
import { useAuthMethods } from '../hooks/useAuthMethods';
import { useFullPageSignIn } from '../hooks/useFullPageSignIn';
import { AuthCard } from './AuthCard';
import { ContinueWithoutAccountLink } from './ContinueWithoutAccountLink';
import { OrDivider } from './OrDivider';
import { PasswordField } from './PasswordField';
import { SocialReturnAlert } from './SocialReturnAlert';
import { SocialSignInButtons } from './SocialSignInButtons';
import { EmailField } from './EmailField';

const fieldIds: Record<SignInField, string> = { email: 'login-email', password: 'login-password' };

/** /login (core spec §2.6): email and password, Google, and a way on without an account. */
export function LoginPage() {
  const { status, expired, signIn } = useSession();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const methods = useAuthMethods();
  const signInWithProvider = useFullPageSignIn(redirect);
  const [values, setValues] = useState({ email: '', password: '' });
  const [problem, setProblem] = useState<FormProblem<SignInField> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [login, { isLoading }] = useSignInMutation();

  if (status === 'signed-in') return <Navigate to={redirect} replace />;

  const update = (field: SignInField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setServerError(null);
    const found = signInProblem(values);
    setProblem(found);
    if (found) {
      document.getElementById(fieldIds[found.field])?.focus();
      return;
    }
    if (methods && !methods.password) {
      setServerError(SIGN_IN_UNAVAILABLE);
      return;
    }
    const result = await login({ email: values.email.trim(), password: values.password });
    if (result.error) {
      setServerError(authErrorMessage(result.error, SIGN_IN_UNAVAILABLE));
      return;
    }
    signIn(result.data);
    toast({ title: 'Welcome back!', variant: 'success' });
  };

  const formError = problem?.message ?? serverError;

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to see your dashboard, achievements and smart notifications."
      icon={<LoginIcon fontSize="large" />}
      footer={
        <>
          <Typography variant="body2">
            New to TeeWatch?{' '}
            <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
              Create an account
            </Link>
          </Typography>
          <Link component={RouterLink} to="/magic-login" variant="body2">
            Email me a sign-in link instead
          </Link>
          <ContinueWithoutAccountLink />
        </>
      }
    >
      <SocialReturnAlert />
      {expired && !formError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {SESSION_EXPIRED_MESSAGE}
        </Alert>
      )}
      <SocialSignInButtons providers={['google']} onSelect={signInWithProvider} />
      <OrDivider />
      <Box component="form" noValidate onSubmit={submit} aria-label="Sign in with email">
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <EmailField
            id={fieldIds.email}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            error={problem?.field === 'email'}
            required
          />
          <PasswordField
            id={fieldIds.password}
            label="Password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            error={problem?.field === 'password'}
            required
          />
          <Link
            component={RouterLink}
            to="/forgot-password"
            variant="body2"
            sx={{ alignSelf: 'flex-end' }}
          >
            Forgot password?
          </Link>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Sign In
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
