import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import SendIcon from '@mui/icons-material/Send';
import type { PushSubscriptionControls } from '../lib/push/usePushSubscription';

function pushStatusText(push: PushSubscriptionControls): string {
  if (!push.supported) return 'Push notifications not supported in this browser';
  if (push.permission === 'denied') return 'Notifications blocked: enable in browser settings';
  if (push.subscribed) return 'Push notifications are on for this browser.';
  return 'Get a notification on this device the moment a matching tee time opens.';
}

/** Turn push on or off for this browser and send a test; the caller owns the push state. */
export function PushNotificationControls({ push }: { push: PushSubscriptionControls }) {
  const busy = <CircularProgress size={18} color="inherit" aria-hidden="true" />;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {push.subscribed ? (
          <Button
            variant="outlined"
            onClick={() => void push.disable()}
            disabled={push.changing}
            startIcon={push.changing ? busy : <NotificationsOffIcon />}
          >
            Turn Off Push Notifications
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void push.enable()}
            disabled={push.changing}
            startIcon={push.changing ? busy : <NotificationsActiveIcon />}
          >
            Enable Push Notifications
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={() => void push.sendTest()}
          disabled={push.testing}
          startIcon={push.testing ? busy : <SendIcon />}
        >
          Send Test Notification
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {pushStatusText(push)}
      </Typography>
    </Box>
  );
}
