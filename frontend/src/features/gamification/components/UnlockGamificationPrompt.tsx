import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';

/** Signed out: what an account earns, and the way to sign in that comes back here. */
export function UnlockGamificationPrompt({ returnTo }: { returnTo: string }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="unlock-gamification"
      sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center', maxWidth: 560, mx: 'auto' }}
    >
      <EmojiEventsIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography id="unlock-gamification" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Unlock Gamification
      </Typography>
      <Typography sx={{ color: 'text.secondary', my: 1.5 }}>
        Sign in to earn points for your alerts and bookings, unlock achievements and level up from
        Rookie Golfer to Legend.
      </Typography>
      <Button
        component={RouterLink}
        to={`/login?redirect=${encodeURIComponent(returnTo)}`}
        variant="contained"
        size="large"
      >
        Sign In
      </Button>
    </Paper>
  );
}
