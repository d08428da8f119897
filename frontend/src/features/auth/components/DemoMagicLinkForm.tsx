import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useSendMagicLinkMutation } from '../api/auth.api';
import { authErrorMessage } from '../auth.errors';
import { authDemoMessages } from './AuthDemoPage.messages';
import { EmailField } from './EmailField';
import { magicLoginMessages } from './MagicLoginPage.messages';

/** Sends a magic link; the server adds a debug link only when magic-link debugging is on. */
export function DemoMagicLinkForm() {
  const text = useMessages(authDemoMessages).magicLinkForm;
  const sendFailed = useMessages(magicLoginMessages).sendFailed;
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [sendMagicLink, { data: sent, error, isLoading, originalArgs }] =
    useSendMagicLinkMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || isLoading) return;
    await sendMagicLink({ email: email.trim(), redirectUrl: '/auth-demo' });
  };

  const copy = async (url: string) => {
    const texts = messagesFor(authDemoMessages).magicLinkForm;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: texts.copiedToast, variant: 'success' });
    } catch {
      toast(texts.copyFailedToast);
    }
  };

  return (
    <Stack spacing={2.5}>
      <Box component="form" noValidate onSubmit={submit} aria-label={text.label}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'stretch' }}>
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button
            type="submit"
            variant="contained"
            disabled={email.trim() === '' || isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {text.send}
          </Button>
        </Stack>
      </Box>
      {error && <Alert severity="error">{authErrorMessage(error, sendFailed)}</Alert>}
      {sent && !error && <Alert severity="success">{text.sent(originalArgs?.email ?? '')}</Alert>}
      {sent?.debugUrl && !error && (
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" component="h3">
            {text.developmentLink}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', my: 1 }}
          >
            {sent.debugUrl}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              href={sent.debugUrl}
              startIcon={<OpenInNewIcon />}
            >
              {text.open}
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy(sent.debugUrl ?? '')}
            >
              {text.copy}
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
