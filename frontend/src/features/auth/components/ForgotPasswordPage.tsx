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
import { messagesFor, Sentence, useMessages } from '../../../lib/i18n';
import { useRequestPasswordResetMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { recoveryFormSchema } from '../auth.validation';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { forgotPasswordMessages } from './ForgotPasswordPage.messages';

function BackToSignIn() {
  const text = useMessages(forgotPasswordMessages);
  return (
    <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
      {text.backToSignIn}
    </Link>
  );
}

/** /forgot-password: emails a reset link. The answer is the same for every address. */
export function ForgotPasswordPage() {
  const text = useMessages(forgotPasswordMessages);
  const [requestReset, { data: accepted }] = useRequestPasswordResetMutation();
  const form = useForm({
    initialValues: { email: '' },
    schema: recoveryFormSchema,
    fieldIds: { email: 'forgot-email' },
    onSubmit: async (recovery) => (await requestReset(recovery)).error,
    describeFailure: (error) =>
      authErrorMessage(error, messagesFor(forgotPasswordMessages).resetFailed),
  });

  if (accepted) {
    return (
      <AuthCard
        title={text.checkEmailTitle}
        icon={<MarkEmailReadIcon fontSize="large" />}
        footer={<BackToSignIn />}
      >
        <Alert severity="success" sx={{ mb: 2 }}>
          {accepted.message}
        </Alert>
        <Typography sx={{ color: 'text.secondary' }}>
          <Sentence
            text={text.resetSent}
            values={[<strong translate="no">{form.values.email.trim()}</strong>]}
          />
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      icon={<LockResetIcon fontSize="large" />}
      footer={<BackToSignIn />}
    >
      <Box component="form" noValidate onSubmit={form.submit} aria-label={text.formLabel}>
        <Stack spacing={2.5}>
          {form.formError ? (
            <Alert severity="error">
              <AlertTitle>{text.resetFailedTitle}</AlertTitle>
              {form.formError}
            </Alert>
          ) : (
            form.errors.email && (
              <Alert severity="error">
                <AlertTitle>{text.emailRequiredTitle}</AlertTitle>
                {form.errors.email}
              </Alert>
            )
          )}
          <EmailField {...form.field('email')} required />
          <SubmitButton submitting={form.submitting} fullWidth>
            {text.submit}
          </SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  );
}
