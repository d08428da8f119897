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
import type { PushSubscriptionControls } from '../../../lib/push/usePushSubscription';
import { useCheckNowMutation } from '../api/notifications.api';
import { serverMessage } from '../notifications.errors';

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
  const { toast } = useToast();
  const [checkNow, { isLoading: checking }] = useCheckNowMutation();
  const busy = <CircularProgress size={18} color="inherit" aria-hidden="true" />;

  const runCheck = async () => {
    const result = await checkNow();
    if (result.error) {
      if (apiErrorCode(result.error) === errorCodes.rateLimited) {
        toast({
          title: 'Please wait a moment',
          description: serverMessage(result.error) ?? apiErrorMessage(result.error),
        });
      } else {
        toast({
          title: 'Error',
          description: `Failed to trigger availability check. ${apiErrorMessage(result.error)}`,
          variant: 'destructive',
        });
      }
      return;
    }
    const { courseDates } = result.data;
    toast({
      title: 'Check triggered',
      description:
        courseDates === 0
          ? 'None of your alerts is watching a course right now. Create an alert to start.'
          : `Checking ${courseDates === 1 ? '1 course date' : `${courseDates} course dates`} now. A tee time that matches reaches you within seconds.`,
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
        Check Now
      </Button>
      <Button
        variant="outlined"
        onClick={() => void push.sendTest()}
        disabled={push.testing}
        startIcon={push.testing ? busy : <NotificationsActiveIcon />}
      >
        Test Alert
      </Button>
      <Button
        variant={settingsOpen ? 'contained' : 'outlined'}
        onClick={onToggleSettings}
        aria-expanded={settingsOpen}
        aria-controls={PREFERENCES_PANEL_ID}
        startIcon={<SettingsIcon />}
      >
        Settings
      </Button>
      <Button component={RouterLink} to="/alerts" variant="outlined" startIcon={<AddAlertIcon />}>
        Create Alert
      </Button>
    </Box>
  );
}
