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
import { useRequestPasswordResetMutation, useSendMagicLinkMutation } from '../api/auth.api';
import {
  AUTH_ERRORS_SHOWN,
  authErrorAdvice,
  type LoggedAuthError,
  loggedAuthErrors,
} from '../auth-error-log';
import { useSocialPopup } from '../hooks/useSocialPopup';
import { formatMoment } from '../../../lib/format';

function RecentAuthError({ error }: { error: LoggedAuthError }) {
  const advice = authErrorAdvice[error.code];
  return (
    <Alert severity={advice?.severity ?? 'error'}>
      <AlertTitle>{advice?.message ?? error.message}</AlertTitle>
      {error.message} · {formatMoment(error.at)}
    </Alert>
  );
}

/**
 * Sign-in recovery (docs/offline.md, "Sign-in recovery"): the latest two sign-in failures this
 * browser saw, and three ways back in: a password reset email, a magic link, and for a social
 * failure Google again.
 */
export function AuthRecoveryPanel() {
  const { toast } = useToast();
  const [errors] = useState(loggedAuthErrors);
  const [email, setEmail] = useState(() => errors.find((error) => error.email)?.email ?? '');
  const [resetPassword, resetting] = useRequestPasswordResetMutation();
  const [sendMagicLink, sending] = useSendMagicLinkMutation();
  const social = useSocialPopup();
  const shown = errors.slice(0, AUTH_ERRORS_SHOWN);
  const socialFailure = shown.some((error) => error.context === 'social');

  const needEmail = (purpose: string) => {
    if (email.trim()) return false;
    toast({
      title: 'Email Required',
      description: `Please enter your email address for ${purpose}`,
      variant: 'destructive',
    });
    document.getElementById('recovery-email')?.focus();
    return true;
  };
  const reset = async () => {
    if (needEmail('password reset')) return;
    const result = await resetPassword({ email: email.trim() });
    toast(
      result.error
        ? {
            title: 'Reset Failed',
            description: 'Unable to send password reset email',
            variant: 'destructive',
          }
        : {
            title: 'Check Your Email',
            description: `A link to set a new password is on its way to ${email.trim()}.`,
            variant: 'success',
          },
    );
  };
  const magicLink = async () => {
    if (needEmail('magic link login')) return;
    const result = await sendMagicLink({ email: email.trim() });
    toast(
      result.error
        ? {
            title: 'Magic Link Failed',
            description: 'Unable to send magic link',
            variant: 'destructive',
          }
        : {
            title: 'Magic Link Sent',
            description: `Open the link we sent to ${email.trim()} to sign in.`,
            variant: 'success',
          },
    );
  };

  return (
    <SectionCard titleId="auth-recovery-title" title="Sign-In Recovery">
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          No sign-in problems in this browser. If one happens, it shows here with a way back in.
        </Typography>
      ) : (
        <Stack
          spacing={1.5}
          sx={{ mb: 2 }}
          component="section"
          aria-label="Recent sign-in problems"
        >
          {shown.map((error) => (
            <RecentAuthError key={error.at} error={error} />
          ))}
        </Stack>
      )}
      <TextField
        id="recovery-email"
        type="email"
        label="Email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        fullWidth
        sx={{ mb: 2 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void reset()} disabled={resetting.isLoading}>
          Reset Password by Email
        </Button>
        <Button variant="outlined" onClick={() => void magicLink()} disabled={sending.isLoading}>
          Sign In with Magic Link
        </Button>
        {socialFailure && (
          <Button
            variant="outlined"
            startIcon={<GoogleIcon />}
            onClick={() => social.open('google')}
          >
            Retry Google Sign-In
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
