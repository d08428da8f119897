import { Navigate, Link as RouterLink } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { SubmitButton } from '../../../components/SubmitButton';
import { useForm } from '../../../lib/form/useForm';
import { useSession } from '../../../lib/session';
import { useSignUpMutation } from '../api/auth.api';
import { authErrorMessage, passwordSignInOff, SIGN_IN_UNAVAILABLE } from '../auth.errors';
import { DEFAULT_AFTER_SIGN_IN } from '../auth.redirect';
import { signUpFormSchema } from '../auth.validation';
import { useAuthMethods } from '../hooks/useAuthMethods';
import { useFullPageSignIn } from '../hooks/useFullPageSignIn';
import { AuthCard } from './AuthCard';
import { ContinueWithoutAccountLink } from './ContinueWithoutAccountLink';
import { OrDivider } from './OrDivider';
import { PasswordField } from './PasswordField';
import { SocialSignInButtons } from './SocialSignInButtons';
import { EmailField } from './EmailField';

const fieldIds = {
  name: 'signup-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

const emptyValues = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * /signup (docs/product-rules.md, "Sign-in pages"). The server answers the same for every email
 * and sends a confirmation link; the account signs in from that link (/auth/verify-email).
 */
export function SignUpPage() {
  const { status } = useSession();
  const methods = useAuthMethods();
  const signInWithProvider = useFullPageSignIn(DEFAULT_AFTER_SIGN_IN);
  const [signUp, { data: accepted }] = useSignUpMutation();
  const form = useForm({
    initialValues: emptyValues,
    schema: signUpFormSchema,
    fieldIds,
    firstErrorOnly: true,
    onSubmit: async ({ name, email, password }) => {
      if (methods && !methods.password) return passwordSignInOff;
      return (await signUp({ name, email, password })).error;
    },
    describeFailure: (error) => authErrorMessage(error, SIGN_IN_UNAVAILABLE),
  });

  if (status === 'signed-in') return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;

  if (accepted) {
    return (
      <AuthCard
        title="Check Your Email"
        icon={<MarkEmailReadIcon fontSize="large" />}
        footer={
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            Back to Sign In
          </Link>
        }
      >
        <Alert severity="success" sx={{ mb: 2 }}>
          {accepted.message}
        </Alert>
        <Typography sx={{ color: 'text.secondary' }}>
          We sent a confirmation link to <strong>{form.values.email.trim()}</strong>. Open it on
          this device to finish creating your account. Nothing there? Check your spam folder.
        </Typography>
      </AuthCard>
    );
  }

  const formError = form.formError ?? form.firstError;

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Accounts are optional: they add a dashboard, achievements and smart notifications."
      icon={<PersonAddIcon fontSize="large" />}
      footer={
        <>
          <Typography variant="body2">
            Already have an account?{' '}
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
              Sign in
            </Link>
          </Typography>
          <ContinueWithoutAccountLink />
        </>
      }
    >
      <SocialSignInButtons providers={['google']} onSelect={signInWithProvider} />
      <OrDivider />
      <Box
        component="form"
        noValidate
        onSubmit={form.submit}
        aria-label="Create an account with email"
      >
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            {...form.field('name')}
            label="Name"
            required
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 100 } }}
          />
          <EmailField {...form.field('email')} required />
          <PasswordField
            {...form.field('password')}
            label="Password"
            autoComplete="new-password"
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
            required
          />
          <PasswordField
            {...form.field('confirmPassword')}
            label="Confirm Password"
            autoComplete="new-password"
            required
          />
          <SubmitButton submitting={form.submitting} fullWidth>
            Create Account
          </SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  );
}
