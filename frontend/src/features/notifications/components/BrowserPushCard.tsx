import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PushNotificationControls } from '../../../components/PushNotificationControls';
import { useMessages } from '../../../lib/i18n';
import type { PushSubscriptionControls } from '../../../lib/push/usePushSubscription';
import { browserPushMessages } from './BrowserPushCard.messages';

/**
 * Push for this browser: alerts made here reach it, with or without an account
 * (docs/decisions.md, "Golfers without an account").
 */
export function BrowserPushCard({ push, text }: { push: PushSubscriptionControls; text: string }) {
  const cardText = useMessages(browserPushMessages);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="browser-push-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="browser-push-title" component="h2" variant="h6">
        {cardText.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {text}
      </Typography>
      <PushNotificationControls push={push} />
    </Paper>
  );
}
