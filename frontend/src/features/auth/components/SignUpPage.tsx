import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useSession } from '../../../lib/session';
import { useSignUpMutation } from '../api/auth.api';
import { authErrorMessage, SIGN_IN_UNAVAILABLE } from '../auth.errors';
import { DEFAULT_AFTER_SIGN_IN } from '../auth.redirect';
import {
  signUpProblem,
  type FormProblem,
  type SignUpField,
  type SignUpValues,
} from '../auth.validation';
import { useAuthMethods } from '../hooks/useAuthMethods';
import { useFullPageSignIn } from '../hooks/useFullPageSignIn';
import { AuthCard } from './AuthCard';
import { ContinueWithoutAccountLink } from './ContinueWithoutAccountLink';
import { OrDivider } from './OrDivider';
import { PasswordField } from './PasswordField';
import { SocialSignInButtons } from './SocialSignInButtons';
import { EmailField } from './EmailField';

const fieldIds: Record<SignUpField, string> = {
  name: 'signup-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

const emptyValues: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * /signup (core spec §2.6). The server answers the same for every email and sends a confirmation
 * link; the account signs in from that link (/auth/verify-email).
 */
export function SignUpPage() {
  const { status } = useSession();
  const methods = useAuthMethods();
  const signInWithProvider = useFullPageSignIn(DEFAULT_AFTER_SIGN_IN);
  const [values, setValues] = useState<SignUpValues>(emptyValues);
  const [problem, setProblem] = useState<FormProblem<SignUpField> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [signUp, { data: accepted, isLoading }] = useSignUpMutation();

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
          We sent a confirmation link to <strong>{values.email.trim()}</strong>. Open it on this
          device to finish creating your account. Nothing there? Check your spam folder.
        </Typography>
      </AuthCard>
    );
  }

  const update = (field: SignUpField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setServerError(null);
    const found = signUpProblem(values);
    setProblem(found);
    if (found) {
      document.getElementById(fieldIds[found.field])?.focus();
      return;
    }
    if (methods && !methods.password) {
      setServerError(SIGN_IN_UNAVAILABLE);
      return;
    }
    const result = await signUp({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    if (result.error) setServerError(authErrorMessage(result.error, SIGN_IN_UNAVAILABLE));
  };

  const formError = problem?.message ?? serverError;

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
      <Box component="form" noValidate onSubmit={submit} aria-label="Create an account with email">
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            id={fieldIds.name}
            label="Name"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            error={problem?.field === 'name'}
            required
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 100 } }}
          />
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
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            error={problem?.field === 'password'}
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
            required
          />
          <PasswordField
            id={fieldIds.confirmPassword}
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => update('confirmPassword', event.target.value)}
            error={problem?.field === 'confirmPassword'}
            required
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Create Account
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
