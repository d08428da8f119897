import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/session';
import { greeting } from '../auth.format';

/** Signed in by the link that was opened (here or on another device). */
export function MagicLinkSuccessView({ continueTo }: { continueTo: string }) {
  const { user } = useSession();
  return (
    <Stack spacing={2.5}>
      <Typography>
        {user ? `${greeting(user)} ` : 'Welcome back! '}
        You are signed in on this device.
      </Typography>
      <Button component={RouterLink} to={continueTo} variant="contained" size="large" fullWidth>
        {continueTo === '/dashboard' ? 'Go to Dashboard' : 'Continue'}
      </Button>
    </Stack>
  );
}
