import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { useMessages } from '../../../lib/i18n';
import { catalogueMessages } from '../catalogue.messages';
import { unlockGamificationMessages } from './UnlockGamificationPrompt.messages';

/** Signed out: what an account earns, and the way to sign in that comes back here. */
export function UnlockGamificationPrompt({ returnTo }: { returnTo: string }) {
  const text = useMessages(unlockGamificationMessages);
  const { levels } = useMessages(catalogueMessages);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="unlock-gamification"
      sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center', maxWidth: 560, mx: 'auto' }}
    >
      <EmojiEventsIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography id="unlock-gamification" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', my: 1.5 }}>
        {text.body(levels[1], levels[6])}
      </Typography>
      <Button
        component={RouterLink}
        to={`/login?redirect=${encodeURIComponent(returnTo)}`}
        variant="contained"
        size="large"
      >
        {text.signIn}
      </Button>
    </Paper>
  );
}
