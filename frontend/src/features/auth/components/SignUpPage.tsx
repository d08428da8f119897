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
import { messagesFor, Sentence, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSignUpMutation } from '../api/auth.api';
import { authErrorMessage, passwordSignInOff } from '../auth.errors';
import { authErrorsMessages } from '../auth.errors.messages';
import { DEFAULT_AFTER_SIGN_IN } from '../auth.redirect';
import { signUpFormSchema } from '../auth.validation';
import { useAuthMethods } from '../hooks/useAuthMethods';
import { useFullPageSignIn } from '../hooks/useFullPageSignIn';
import { AuthCard } from './AuthCard';
import { ContinueWithoutAccountLink } from './ContinueWithoutAccountLink';
import { OrDivider } from './OrDivider';
import { PasswordField } from './PasswordField';
import { signUpMessages } from './SignUpPage.messages';
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
  const text = useMessages(signUpMessages);
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
    describeFailure: (error) =>
      authErrorMessage(error, messagesFor(authErrorsMessages).signInUnavailable),
  });

  if (status === 'signed-in') return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;

  if (accepted) {
    return (
      <AuthCard
        title={text.checkEmailTitle}
        icon={<MarkEmailReadIcon fontSize="large" />}
        footer={
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            {text.backToSignIn}
          </Link>
        }
      >
        <Alert severity="success" sx={{ mb: 2 }}>
          {accepted.message}
        </Alert>
        <Typography sx={{ color: 'text.secondary' }}>
          <Sentence
            text={text.confirmationSent}
            values={[<strong translate="no">{form.values.email.trim()}</strong>]}
          />
        </Typography>
      </AuthCard>
    );
  }

  const formError = form.formError ?? form.firstError;

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      icon={<PersonAddIcon fontSize="large" />}
      footer={
        <>
          <Typography variant="body2">
            {text.alreadyHaveAccount}{' '}
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
              {text.signIn}
            </Link>
          </Typography>
          <ContinueWithoutAccountLink />
        </>
      }
    >
      <SocialSignInButtons providers={['google']} onSelect={signInWithProvider} />
      <OrDivider />
      <Box component="form" noValidate onSubmit={form.submit} aria-label={text.formLabel}>
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            {...form.field('name')}
            label={text.name}
            required
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 100 } }}
          />
          <EmailField {...form.field('email')} required />
          <PasswordField
            {...form.field('password')}
            label={text.password}
            autoComplete="new-password"
            helperText={text.passwordHelp(PASSWORD_MIN_LENGTH)}
            required
          />
          <PasswordField
            {...form.field('confirmPassword')}
            label={text.confirmPassword}
            autoComplete="new-password"
            required
          />
          <SubmitButton submitting={form.submitting} fullWidth>
            {text.submit}
          </SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  );
}
