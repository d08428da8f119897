import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { greeting } from '../auth.format';
import { magicLoginMessages } from './MagicLoginPage.messages';

/** Signed in by the link that was opened (here or on another device). */
export function MagicLinkSuccessView({ continueTo }: { continueTo: string }) {
  const text = useMessages(magicLoginMessages);
  const { user } = useSession();
  return (
    <Stack spacing={2.5}>
      <Typography>
        {user ? text.signedInHere(greeting(user)) : text.welcomeBackSignedInHere}
      </Typography>
      <Button component={RouterLink} to={continueTo} variant="contained" size="large" fullWidth>
        {continueTo === '/dashboard' ? text.goToDashboard : text.continue}
      </Button>
    </Stack>
  );
}
