import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useRequestPasswordResetMutation, useSendMagicLinkMutation } from '../api/auth.api';
import {
  AUTH_ERRORS_SHOWN,
  authErrorAdvice,
  type LoggedAuthError,
  loggedAuthErrors,
} from '../auth-error-log';
import { useSocialPopup } from '../hooks/useSocialPopup';
import { formatMoment } from '../../../lib/format';
import { authRecoveryMessages } from './AuthRecoveryPanel.messages';

function RecentAuthError({ error }: { error: LoggedAuthError }) {
  const text = useMessages(authRecoveryMessages);
  const advice = authErrorAdvice(error.code);
  return (
    <Alert severity={advice?.severity ?? 'error'}>
      <AlertTitle>{advice?.message ?? error.message}</AlertTitle>
      {text.problemDetail(error.message, formatMoment(error.at))}
    </Alert>
  );
}

/**
 * Sign-in recovery (docs/offline.md, "Sign-in recovery"): the latest two sign-in failures this
 * browser saw, and three ways back in: a password reset email, a magic link, and for a social
 * failure Google again.
 */
export function AuthRecoveryPanel() {
  const text = useMessages(authRecoveryMessages);
  const { toast } = useToast();
  const [errors] = useState(loggedAuthErrors);
  const [email, setEmail] = useState(() => errors.find((error) => error.email)?.email ?? '');
  const [resetPassword, resetting] = useRequestPasswordResetMutation();
  const [sendMagicLink, sending] = useSendMagicLinkMutation();
  const social = useSocialPopup();
  const shown = errors.slice(0, AUTH_ERRORS_SHOWN);
  const socialFailure = shown.some((error) => error.context === 'social');

  /** `description`: what the email is for, said in full. */
  const needEmail = (description: string) => {
    if (email.trim()) return false;
    toast({
      title: messagesFor(authRecoveryMessages).emailRequiredTitle,
      description,
      variant: 'destructive',
    });
    document.getElementById('recovery-email')?.focus();
    return true;
  };
  const reset = async () => {
    if (needEmail(messagesFor(authRecoveryMessages).emailRequiredForReset)) return;
    const result = await resetPassword({ email: email.trim() });
    const texts = messagesFor(authRecoveryMessages);
    toast(
      result.error
        ? { ...texts.resetFailedToast, variant: 'destructive' }
        : {
            title: texts.resetSentToast.title,
            description: texts.resetSentToast.description(email.trim()),
            variant: 'success',
          },
    );
  };
  const magicLink = async () => {
    if (needEmail(messagesFor(authRecoveryMessages).emailRequiredForMagicLink)) return;
    const result = await sendMagicLink({ email: email.trim() });
    const texts = messagesFor(authRecoveryMessages);
    toast(
      result.error
        ? { ...texts.magicLinkFailedToast, variant: 'destructive' }
        : {
            title: texts.magicLinkSentToast.title,
            description: texts.magicLinkSentToast.description(email.trim()),
            variant: 'success',
          },
    );
  };

  return (
    <SectionCard titleId="auth-recovery-title" title={text.title}>
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{text.noProblems}</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ mb: 2 }} component="section" aria-label={text.problemsLabel}>
          {shown.map((error) => (
            <RecentAuthError key={error.at} error={error} />
          ))}
        </Stack>
      )}
      <TextField
        id="recovery-email"
        type="email"
        label={text.email}
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        fullWidth
        sx={{ mb: 2 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void reset()} disabled={resetting.isLoading}>
          {text.resetPassword}
        </Button>
        <Button variant="outlined" onClick={() => void magicLink()} disabled={sending.isLoading}>
          {text.magicLink}
        </Button>
        {socialFailure && (
          <Button
            variant="outlined"
            startIcon={<GoogleIcon />}
            onClick={() => social.open('google')}
          >
            {text.retryGoogle}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
