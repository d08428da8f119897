import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import SendIcon from '@mui/icons-material/Send';
import { useMessages } from '../lib/i18n';
import type { PushSubscriptionControls } from '../lib/push/usePushSubscription';
import { pushControlsMessages } from './PushNotificationControls.messages';

function pushStatus(push: PushSubscriptionControls): 'notSupported' | 'blocked' | 'on' | 'offer' {
  if (!push.supported) return 'notSupported';
  if (push.permission === 'denied') return 'blocked';
  if (push.subscribed) return 'on';
  return 'offer';
}

/** Turn push on or off for this browser and send a test; the caller owns the push state. */
export function PushNotificationControls({ push }: { push: PushSubscriptionControls }) {
  const text = useMessages(pushControlsMessages);
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
            {text.turnOff}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void push.enable()}
            disabled={push.changing}
            startIcon={push.changing ? busy : <NotificationsActiveIcon />}
          >
            {text.enable}
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={() => void push.sendTest()}
          disabled={push.testing}
          startIcon={push.testing ? busy : <SendIcon />}
        >
          {text.sendTest}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {text[pushStatus(push)]}
      </Typography>
    </Box>
  );
}
