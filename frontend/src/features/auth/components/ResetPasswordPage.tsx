import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useConfirmPasswordResetMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { newPasswordFormProblem, type FormProblem } from '../auth.validation';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { SignInFailedCard } from './SignInFailedCard';

type ResetField = 'password' | 'confirmPassword';

const fieldIds: Record<ResetField, string> = {
  password: 'reset-password',
  confirmPassword: 'reset-confirm-password',
};

const RESET_FAILED = 'Unable to reset your password. Please try again.';

/** /reset-password?token=...: where the reset email lands; a new password, then sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<FormProblem<ResetField> | null>(null);
  const [confirmReset, { isSuccess, error, isLoading }] = useConfirmPasswordResetMutation();

  if (!token) {
    return (
      <SignInFailedCard
        title="Reset Link Incomplete"
        message="This reset link is incomplete. Please request a new one."
        action={{ label: 'Request New Reset Link', to: '/forgot-password' }}
      />
    );
  }

  if (isSuccess) {
    return (
      <AuthCard title="Password Reset" icon={<CheckCircleIcon fontSize="large" />}>
        <Stack spacing={2.5}>
          <Alert severity="success">
            Your password has been changed. Sign in with your new password.
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
            Sign In
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const update = (field: ResetField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = newPasswordFormProblem(values);
    setProblem(found);
    if (found) {
      document.getElementById(fieldIds[found.field])?.focus();
      return;
    }
    await confirmReset({ token, password: values.password });
  };

  const formError = problem?.message ?? (error ? authErrorMessage(error, RESET_FAILED) : null);

  return (
    <AuthCard
      title="Choose a New Password"
      subtitle={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      icon={<LockResetIcon fontSize="large" />}
      footer={
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          Request a new reset link
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password">
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <PasswordField
            id={fieldIds.password}
            label="New Password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            error={problem?.field === 'password'}
            required
          />
          <PasswordField
            id={fieldIds.confirmPassword}
            label="Confirm New Password"
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
            Reset Password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
