import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useRequestPasswordResetMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { recoveryEmailProblem } from '../auth.validation';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';

const RESET_FAILED = 'Unable to send password reset email.';

const backToSignIn = (
  <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
    Back to Sign In
  </Link>
);

/** /forgot-password: emails a reset link. The answer is the same for every address. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requestReset, { data: accepted, error, isLoading }] = useRequestPasswordResetMutation();

  if (accepted) {
    return (
      <AuthCard
        title="Check Your Email"
        icon={<MarkEmailReadIcon fontSize="large" />}
        footer={backToSignIn}
      >
        <Alert severity="success" sx={{ mb: 2 }}>
          {accepted.message}
        </Alert>
        <Typography sx={{ color: 'text.secondary' }}>
          If <strong>{email.trim()}</strong> has a TeeWatch account, the email has a link to choose
          a new password. Nothing there? Check your spam folder.
        </Typography>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = recoveryEmailProblem(email);
    setProblem(found?.message ?? null);
    if (found) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    await requestReset({ email: email.trim() });
  };

  return (
    <AuthCard
      title="Forgot Your Password?"
      subtitle="Enter the email of your account and we'll send you a link to choose a new password."
      icon={<LockResetIcon fontSize="large" />}
      footer={backToSignIn}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Reset your password">
        <Stack spacing={2.5}>
          {problem && (
            <Alert severity="error">
              <AlertTitle>Email Required</AlertTitle>
              {problem}
            </Alert>
          )}
          {!problem && error && (
            <Alert severity="error">
              <AlertTitle>Reset Failed</AlertTitle>
              {authErrorMessage(error, RESET_FAILED)}
            </Alert>
          )}
          <EmailField
            id="forgot-email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
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
            Send Reset Link
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
