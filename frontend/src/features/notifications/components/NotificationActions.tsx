import { Link as RouterLink } from 'react-router';
import { errorCodes } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddAlertIcon from '@mui/icons-material/AddAlert';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsIcon from '@mui/icons-material/Settings';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import { messagesFor, useMessages } from '../../../lib/i18n';
import type { PushSubscriptionControls } from '../../../lib/push/usePushSubscription';
import { useCheckNowMutation } from '../api/notifications.api';
import { checkNowWaitText } from '../notifications.errors';
import { notificationActionsMessages } from './NotificationActions.messages';

export const PREFERENCES_PANEL_ID = 'notification-preferences';

/**
 * Check Now, Test Alert, Settings (opens the preferences) and Create Alert
 * (docs/product-rules.md, "Notifications page").
 */
export function NotificationActions({
  push,
  settingsOpen,
  onToggleSettings,
}: {
  push: PushSubscriptionControls;
  settingsOpen: boolean;
  onToggleSettings: () => void;
}) {
  const text = useMessages(notificationActionsMessages);
  const { toast } = useToast();
  const [checkNow, { isLoading: checking }] = useCheckNowMutation();
  const busy = <CircularProgress size={18} color="inherit" aria-hidden="true" />;

  const runCheck = async () => {
    const result = await checkNow();
    const answer = messagesFor(notificationActionsMessages);
    if (result.error) {
      if (apiErrorCode(result.error) === errorCodes.rateLimited) {
        toast({ title: answer.waitTitle, description: checkNowWaitText(result.error) });
      } else {
        toast({
          title: answer.errorTitle,
          description: answer.checkFailed(apiErrorMessage(result.error)),
          variant: 'destructive',
        });
      }
      return;
    }
    const { courseDates } = result.data;
    toast({
      title: answer.checkTriggered,
      description: courseDates === 0 ? answer.nothingToCheck : answer.checking(courseDates),
      variant: 'success',
    });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Button
        variant="contained"
        onClick={() => void runCheck()}
        disabled={checking}
        startIcon={checking ? busy : <RefreshIcon />}
      >
        {text.checkNow}
      </Button>
      <Button
        variant="outlined"
        onClick={() => void push.sendTest()}
        disabled={push.testing}
        startIcon={push.testing ? busy : <NotificationsActiveIcon />}
      >
        {text.testAlert}
      </Button>
      <Button
        variant={settingsOpen ? 'contained' : 'outlined'}
        onClick={onToggleSettings}
        aria-expanded={settingsOpen}
        aria-controls={PREFERENCES_PANEL_ID}
        startIcon={<SettingsIcon />}
      >
        {text.settings}
      </Button>
      <Button component={RouterLink} to="/alerts" variant="outlined" startIcon={<AddAlertIcon />}>
        {text.createAlert}
      </Button>
    </Box>
  );
}
