import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { useMessages } from '../../../lib/i18n';
import { providerLabels } from '../auth.redirect';
import { isOAuthProvider } from '../types';
import { signInControlsMessages } from './SignInControls.messages';

/**
 * A full-page social sign-in that did not finish comes back as ?error=...&provider=...: "{provider}
 * sign-in failed. Please try again.", or the cancelled text for a cancelled or denied one
 * (docs/product-rules.md, "Sign-in pages").
 */
export function SocialReturnAlert() {
  const text = useMessages(signInControlsMessages);
  const [params] = useSearchParams();
  const error = params.get('error');
  const provider = params.get('provider');
  if (!error || !isOAuthProvider(provider)) return null;
  const label = providerLabels[provider];
  if (error === 'cancelled' || error === 'denied') {
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        {text.socialCancelled(label)}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      {text.socialFailed(label)}
    </Alert>
  );
}
