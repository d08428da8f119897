import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMessages } from '../../../lib/i18n';
import { usePushSubscription } from '../../../lib/push/usePushSubscription';
import { BrowserPushCard } from './BrowserPushCard';
import { signedOutMessages } from './SignedOutNotifications.messages';
import { smartFeaturesMessages } from './SmartFeatures.messages';

/**
 * Signed out: what an account adds, how to get one, and push for this browser
 * (docs/product-rules.md, "Notifications page").
 */
export function SignedOutNotifications() {
  const text = useMessages(signedOutMessages);
  const { features } = useMessages(smartFeaturesMessages);
  const push = usePushSubscription();
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, maxWidth: 880, mx: 'auto' }}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="notifications-title"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4 }}
      >
        <Typography
          id="notifications-title"
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, lineHeight: 1.2 }}
        >
          {text.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 640 }}>
          {text.intro}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.5 }}
        >
          {features.map((feature) => (
            <Box component="li" key={feature.title} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleIcon color="success" aria-hidden="true" sx={{ mt: 0.25 }} />
              <Typography>
                <Box component="strong" sx={{ fontWeight: 700 }}>
                  {feature.title}.
                </Box>{' '}
                {feature.text}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography sx={{ mt: 3, fontWeight: 700 }}>{text.free}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/signup" variant="contained" size="large">
            {text.createAccount}
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            {text.signIn}
          </Button>
          <Button component={RouterLink} to="/" size="large">
            {text.home}
          </Button>
        </Stack>
      </Paper>

      <BrowserPushCard push={push} text={text.browserPush} />
    </Box>
  );
}
