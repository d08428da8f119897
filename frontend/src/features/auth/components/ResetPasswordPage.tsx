import { Link as RouterLink, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import { SubmitButton } from '../../../components/SubmitButton';
import { useForm } from '../../../lib/form/useForm';
import { useConfirmPasswordResetMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { newPasswordFormSchema } from '../auth.validation';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { SignInFailedCard } from './SignInFailedCard';

const fieldIds = {
  password: 'reset-password',
  confirmPassword: 'reset-confirm-password',
};

const RESET_FAILED = 'Unable to reset your password. Please try again.';

/** /reset-password?token=...: where the reset email lands; a new password, then sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');

  if (!token) {
    return (
      <SignInFailedCard
        title="Reset Link Incomplete"
        message="This reset link is incomplete. Please request a new one."
        action={{ label: 'Request New Reset Link', to: '/forgot-password' }}
      />
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const [confirmReset, { isSuccess }] = useConfirmPasswordResetMutation();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    schema: newPasswordFormSchema,
    fieldIds,
    firstErrorOnly: true,
    onSubmit: async ({ password }) => (await confirmReset({ token, password })).error,
    describeFailure: (error) => authErrorMessage(error, RESET_FAILED),
  });

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

  const formError = form.formError ?? form.firstError;

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
      <Box component="form" noValidate onSubmit={form.submit} aria-label="Choose a new password">
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <PasswordField
            {...form.field('password')}
            label="New Password"
            autoComplete="new-password"
            required
          />
          <PasswordField
            {...form.field('confirmPassword')}
            label="Confirm New Password"
            autoComplete="new-password"
            required
          />
          <SubmitButton submitting={form.submitting} fullWidth>
            Reset Password
          </SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  );
}
