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
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useConfirmPasswordResetMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { newPasswordFormSchema } from '../auth.validation';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { resetPasswordMessages } from './ResetPasswordPage.messages';
import { SignInFailedCard } from './SignInFailedCard';

const fieldIds = {
  password: 'reset-password',
  confirmPassword: 'reset-confirm-password',
};

/** /reset-password?token=...: where the reset email lands; a new password, then sign in. */
export function ResetPasswordPage() {
  const text = useMessages(resetPasswordMessages);
  const [params] = useSearchParams();
  const token = params.get('token');

  if (!token) {
    return (
      <SignInFailedCard
        title={text.incompleteTitle}
        message={text.incomplete}
        action={{ label: text.requestNewLink, to: '/forgot-password' }}
      />
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const text = useMessages(resetPasswordMessages);
  const [confirmReset, { isSuccess }] = useConfirmPasswordResetMutation();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    schema: newPasswordFormSchema,
    fieldIds,
    firstErrorOnly: true,
    onSubmit: async ({ password }) => (await confirmReset({ token, password })).error,
    describeFailure: (error) =>
      authErrorMessage(error, messagesFor(resetPasswordMessages).resetFailed),
  });

  if (isSuccess) {
    return (
      <AuthCard title={text.doneTitle} icon={<CheckCircleIcon fontSize="large" />}>
        <Stack spacing={2.5}>
          <Alert severity="success">{text.done}</Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
            {text.signIn}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const formError = form.formError ?? form.firstError;

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle(PASSWORD_MIN_LENGTH)}
      icon={<LockResetIcon fontSize="large" />}
      footer={
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          {text.requestAnotherLink}
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={form.submit} aria-label={text.formLabel}>
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <PasswordField
            {...form.field('password')}
            label={text.newPassword}
            autoComplete="new-password"
            required
          />
          <PasswordField
            {...form.field('confirmPassword')}
            label={text.confirmNewPassword}
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
