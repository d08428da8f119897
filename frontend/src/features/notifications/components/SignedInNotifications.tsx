import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SessionUser } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { usePushSubscription } from '../../../lib/push/usePushSubscription';
import { BrowserPushCard } from './BrowserPushCard';
import { GettingStarted } from './GettingStarted';
import { NotificationActions } from './NotificationActions';
import { NotificationStats } from './NotificationStats';
import { PreferencesPanel } from './PreferencesPanel';
import { signedInMessages } from './SignedInNotifications.messages';
import { SmartFeatures } from './SmartFeatures';

/**
 * Signed in: stats, actions, settings and a getting-started guide (docs/product-rules.md,
 * "Notifications page").
 */
export function SignedInNotifications({
  user,
  onSignOut,
}: {
  user: SessionUser;
  onSignOut: () => Promise<void>;
}) {
  const text = useMessages(signedInMessages);
  const { toast } = useToast();
  const navigate = useNavigate();
  const push = usePushSubscription();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } catch {
      setSigningOut(false);
      const failed = messagesFor(signedInMessages);
      toast({
        title: failed.logoutFailedTitle,
        description: failed.logoutFailed,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: messagesFor(signedInMessages).signedOut, variant: 'success' });
    void navigate('/');
  };

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { sm: 'flex-start' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, lineHeight: 1.2 }}
          >
            {text.title}
          </Typography>
          {/* The sentence is ours, already in the golfer's language; the name in it must not be
              machine-translated, so the whole line is marked. */}
          <Typography
            translate="no"
            sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}
          >
            {text.signedInAs(user.displayName || user.email)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to="/dashboard" startIcon={<DashboardIcon />}>
            {text.dashboard}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void logout()}
            disabled={signingOut}
            startIcon={<LogoutIcon />}
          >
            {text.logout}
          </Button>
        </Stack>
      </Box>

      <NotificationStats />

      <NotificationActions
        push={push}
        settingsOpen={settingsOpen}
        onToggleSettings={() => setSettingsOpen((open) => !open)}
      />

      {settingsOpen && <PreferencesPanel push={push} />}

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <SmartFeatures />
        <Stack spacing={{ xs: 3, md: 4 }} sx={{ minWidth: 0 }}>
          <BrowserPushCard push={push} text={text.browserPush} />
          <GettingStarted />
        </Stack>
      </Box>
    </Box>
  );
}
