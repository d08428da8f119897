import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Sentence, useMessages } from '../../../lib/i18n';
import { magicLoginMessages } from './MagicLoginPage.messages';

interface MagicLinkConfirmationViewProps {
  email: string;
  resendIn: number;
  expiresIn: number;
  sending: boolean;
  error: string | null;
  onResend: () => void;
  onUseDifferentEmail: () => void;
}

function minutesAndSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Waiting for the golfer to open the emailed link (this page polls and signs in by itself). */
export function MagicLinkConfirmationView({
  email,
  resendIn,
  expiresIn,
  sending,
  error,
  onResend,
  onUseDifferentEmail,
}: MagicLinkConfirmationViewProps) {
  const text = useMessages(magicLoginMessages);
  return (
    <Stack spacing={2.5}>
      {error && <Alert severity="error">{error}</Alert>}
      <Typography>
        <Sentence text={text.linkSent} values={[<strong translate="no">{email.trim()}</strong>]} />
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          p: 2,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <CircularProgress size={20} aria-hidden="true" />
        <Typography variant="body2">
          <Sentence
            text={text.waiting}
            values={[<strong>{minutesAndSeconds(expiresIn)}</strong>]}
          />
        </Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onResend}
        disabled={resendIn > 0 || sending}
      >
        {resendIn > 0 ? text.resendIn(resendIn) : text.resend}
      </Button>
      <Button variant="outlined" size="large" fullWidth onClick={onUseDifferentEmail}>
        {text.useDifferentEmail}
      </Button>
    </Stack>
  );
}
