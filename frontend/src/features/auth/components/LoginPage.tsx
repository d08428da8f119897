import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { useForm } from '../../../lib/form/useForm';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSignInMutation } from '../api/auth.api';
import { authErrorMessage, passwordSignInOff } from '../auth.errors';
import { authErrorsMessages } from '../auth.errors.messages';
import { safeRedirectPath } from '../auth.redirect';
import { signInFormSchema } from '../auth.validation';
import { useAuthMethods } from '../hooks/useAuthMethods';
import { authErrorCode, logAuthError } from '../auth-error-log';
import { useFullPageSignIn } from '../hooks/useFullPageSignIn';
import { AuthCard } from './AuthCard';
import { ContinueWithoutAccountLink } from './ContinueWithoutAccountLink';
import { OrDivider } from './OrDivider';
import { PasswordField } from './PasswordField';
import { SocialReturnAlert } from './SocialReturnAlert';
import { SocialSignInButtons } from './SocialSignInButtons';
import { EmailField } from './EmailField';
import { loginMessages } from './LoginPage.messages';

const fieldIds = { email: 'login-email', password: 'login-password' };

/**
 * /login (docs/product-rules.md, "Sign-in pages"): email and password, Google, and a way on
 * without an account.
 */
export function LoginPage() {
  const text = useMessages(loginMessages);
  const { status, expired, signIn } = useSession();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const methods = useAuthMethods();
  const signInWithProvider = useFullPageSignIn(redirect);
  const [login] = useSignInMutation();
  const form = useForm({
    initialValues: { email: '', password: '' },
    schema: signInFormSchema,
    fieldIds,
    firstErrorOnly: true,
    onSubmit: async (credentials) => {
      if (methods && !methods.password) return passwordSignInOff;
      const result = await login(credentials);
      if (result.error) {
        logAuthError({
          code: authErrorCode(result.error),
          message: authErrorMessage(
            result.error,
            messagesFor(authErrorsMessages).signInUnavailable,
          ),
          context: 'password',
          email: credentials.email,
        });
        return result.error;
      }
      signIn(result.data);
      toast({ title: messagesFor(loginMessages).signedInToast, variant: 'success' });
    },
    describeFailure: (error) =>
      authErrorMessage(error, messagesFor(authErrorsMessages).signInUnavailable),
  });

  if (status === 'signed-in') return <Navigate to={redirect} replace />;

  const formError = form.formError ?? form.firstError;

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      icon={<LoginIcon fontSize="large" />}
      footer={
        <>
          <Typography variant="body2">
            {text.newToTeeWatch}{' '}
            <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
              {text.createAccount}
            </Link>
          </Typography>
          <Link component={RouterLink} to="/magic-login" variant="body2">
            {text.magicLinkInstead}
          </Link>
          <ContinueWithoutAccountLink />
        </>
      }
    >
      <SocialReturnAlert />
      {expired && !formError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {text.sessionExpired}
        </Alert>
      )}
      <SocialSignInButtons providers={['google']} onSelect={signInWithProvider} />
      <OrDivider />
      <Box component="form" noValidate onSubmit={form.submit} aria-label={text.formLabel}>
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <EmailField {...form.field('email')} required />
          <PasswordField
            {...form.field('password')}
            label={text.password}
            autoComplete="current-password"
            required
          />
          <Link
            component={RouterLink}
            to="/forgot-password"
            variant="body2"
            sx={{ alignSelf: 'flex-end' }}
          >
            {text.forgotPassword}
          </Link>
          <SubmitButton submitting={form.submitting} fullWidth>
            {text.submit}
          </SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  );
}
