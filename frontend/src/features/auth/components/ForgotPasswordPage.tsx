import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { SubmitButton } from '../../../components/SubmitButton';
import { useForm } from '../../../lib/form/useForm';
import { useRequestPasswordResetMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { recoveryFormSchema } from '../auth.validation';
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
  const [requestReset, { data: accepted }] = useRequestPasswordResetMutation();
  const form = useForm({
    initialValues: { email: '' },
    schema: recoveryFormSchema,
    fieldIds: { email: 'forgot-email' },
    onSubmit: async (recovery) => (await requestReset(recovery)).error,
    describeFailure: (error) => authErrorMessage(error, RESET_FAILED),
  });

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
          If <strong>{form.values.email.trim()}</strong> has a TeeWatch account, the email has a
          link to choose a new password. Nothing there? Check your spam folder.
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Your Password?"
      subtitle="Enter the email of your account and we'll send you a link to choose a new password."
      icon={<LockResetIcon fontSize="large" />}
      footer={backToSignIn}
    >
      <Box component="form" noValidate onSubmit={form.submit} aria-label="Reset your password">
        <Stack spacing={2.5}>
          {form.formError ? (
            <Alert severity="error">
              <AlertTitle>Reset Failed</AlertTitle>
              {form.formError}
            </Alert>
          ) : (
            form.errors.email && (
              <Alert severity="error">
                <AlertTitle>Email Required</AlertTitle>
                {form.errors.email}
              </Alert>
            )
          )}
          <EmailField {...form.field('email')} required />
          <SubmitButton submitting={form.submitting} fullWidth>
            Send Reset Link
          </SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  );
}
