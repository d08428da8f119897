import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { continueAsGuest } from '../../../lib/session';

/** Core spec §2.6: browse without an account; sets the guest flag (DECISIONS). */
export function ContinueWithoutAccountLink() {
  return (
    <Link component={RouterLink} to="/alerts" onClick={continueAsGuest} sx={{ fontWeight: 600 }}>
      Continue without account
    </Link>
  );
}
