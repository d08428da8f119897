import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { OAuthProvider } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { providerLabels } from '../auth.redirect';
import { isOAuthProvider, popupStatuses, type PopupResult, type PopupStatus } from '../types';
import { popupDoneMessages } from './PopupDonePage.messages';

function defaultErrorMessage(provider: OAuthProvider, status: Exclude<PopupStatus, 'success'>) {
  const label = providerLabels[provider];
  const texts = messagesFor(popupDoneMessages);
  // "Failed to login with {provider}" when the server gives no message (docs/product-rules.md,
  // "Social sign-in popup").
  return status === 'error' ? texts.failedWith(label) : texts.cancelled(label);
}

function resultFromAddress(params: URLSearchParams): PopupResult | null {
  const provider = params.get('provider');
  const status = popupStatuses.find((known) => known === params.get('status'));
  if (!isOAuthProvider(provider) || !status) return null;
  if (status === 'success') return { provider, status, error: null };
  return {
    provider,
    status,
    error: {
      code: params.get('error') ?? status,
      message: defaultErrorMessage(provider, status),
    },
  };
}

/**
 * /auth/popup-done: the last page of a social sign-in popup. Session start-up has already stored
 * the tokens from the address (on any route: docs/product-rules.md, "Sessions and tokens") under
 * `teewatch:session`, which the opener shares; this page tells the opener how it went (same origin
 * only) and closes itself.
 */
export function PopupDonePage() {
  const text = useMessages(popupDoneMessages);
  const [params] = useSearchParams();
  // Opened directly (or the opener is gone): nobody to report to, so offer the way on instead.
  const [opener] = useState(() => {
    const candidate = window.opener as Window | null;
    return candidate && !candidate.closed ? candidate : null;
  });

  useEffect(() => {
    if (!opener) return;
    const result = resultFromAddress(params);
    if (result) opener.postMessage(result, window.location.origin);
    window.close();
  }, [opener, params]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      {opener === null ? (
        <Box>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {text.finishedTitle}
          </Typography>
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
            {text.continue}
          </Button>
        </Box>
      ) : (
        <Box>
          <CircularProgress aria-hidden="true" sx={{ mb: 2 }} />
          <Typography component="h1" variant="h6">
            {text.finishing}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{text.closesItself}</Typography>
        </Box>
      )}
    </Box>
  );
}
