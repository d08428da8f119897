import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useMessages } from '../../../lib/i18n';
import { continueAsGuest } from '../../../lib/session';
import { signInControlsMessages } from './SignInControls.messages';

/**
 * Browse without an account (docs/product-rules.md, "Sign-in pages"); sets the guest flag
 * (docs/decisions.md, "Continue without account").
 */
export function ContinueWithoutAccountLink() {
  const text = useMessages(signInControlsMessages);
  return (
    <Link component={RouterLink} to="/alerts" onClick={continueAsGuest} sx={{ fontWeight: 600 }}>
      {text.continueWithoutAccount}
    </Link>
  );
}
