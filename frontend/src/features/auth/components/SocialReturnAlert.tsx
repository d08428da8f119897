import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { providerLabels } from '../auth.redirect';
import { isOAuthProvider } from '../types';

/**
 * A full-page social sign-in that did not finish comes back as ?error=...&provider=...: "{provider}
 * sign-in failed. Please try again.", or the cancelled text for a cancelled or denied one
 * (docs/product-rules.md, "Sign-in pages").
 */
export function SocialReturnAlert() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const provider = params.get('provider');
  if (!error || !isOAuthProvider(provider)) return null;
  const label = providerLabels[provider];
  if (error === 'cancelled' || error === 'denied') {
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        {label} login was cancelled. Try alternative methods below.
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      {label} sign-in failed. Please try again.
    </Alert>
  );
}
