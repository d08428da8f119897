import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { continueAsGuest } from '../../../lib/session';

/**
 * Browse without an account (docs/product-rules.md, "Sign-in pages"); sets the guest flag
 * (docs/decisions.md, "Continue without account").
 */
export function ContinueWithoutAccountLink() {
  return (
    <Link component={RouterLink} to="/alerts" onClick={continueAsGuest} sx={{ fontWeight: 600 }}>
      Continue without account
    </Link>
  );
}
