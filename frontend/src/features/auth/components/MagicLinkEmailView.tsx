import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import { useMessages } from '../../../lib/i18n';
import { invalidEmailText, isValidEmail } from '../auth.validation';
import { EmailField } from './EmailField';
import { magicLoginMessages } from './MagicLoginPage.messages';

interface MagicLinkEmailViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSend: () => void;
  sending: boolean;
  error: string | null;
}

/**
 * Send is disabled while the address is invalid or a send runs; Enter sends
 * (docs/product-rules.md, "Validation").
 */
export function MagicLinkEmailView({
  email,
  onEmailChange,
  onSend,
  sending,
  error,
}: MagicLinkEmailViewProps) {
  const text = useMessages(magicLoginMessages);
  const [touched, setTouched] = useState(false);
  const valid = isValidEmail(email);
  const showInvalid = touched && email.trim() !== '' && !valid;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !sending) onSend();
  };
  // A disabled button blocks the browser's implicit submission; Enter still explains the problem.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setTouched(true);
    if (valid && !sending) onSend();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={text.formLabel}>
      <Stack spacing={2.5}>
        {error && <Alert severity="error">{error}</Alert>}
        <EmailField
          id="magic-link-email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={onKeyDown}
          error={showInvalid}
          helperText={showInvalid ? invalidEmailText() : ' '}
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!valid || sending}
          startIcon={
            sending ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <SendIcon />
            )
          }
        >
          {text.send}
        </Button>
      </Stack>
    </Box>
  );
}
