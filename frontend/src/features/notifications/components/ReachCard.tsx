import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePushSubscription } from '../../../lib/push/usePushSubscription';
import { useGetContactsQuery, useGetNotificationPreferencesQuery } from '../api/notifications.api';

interface Channel {
  name: string;
  reaches: boolean;
  /** Where it goes, or why it does not. */
  detail: string;
  /** The one tap that turns it on, when it is off. */
  action: ReactNode;
}

const toNotifications = (label: string) => (
  <Button component={RouterLink} to="/notifications" size="small">
    {label}
  </Button>
);

/**
 * Which channels will tell this golfer about a match right now (push allowed in this browser, a
 * verified email, a verified phone, each also on in their preferences), with what is missing one
 * tap away; an alert nobody can be told about says so.
 */
export function ReachCard() {
  const preferences = useGetNotificationPreferencesQuery();
  const contacts = useGetContactsQuery();
  const push = usePushSubscription();
  if (preferences.isLoading || contacts.isLoading) {
    return <Skeleton variant="rounded" height={160} aria-label="Loading how you will be told" />;
  }
  if (!preferences.data || !contacts.data) return null;
  const chosen = preferences.data;
  const verified = (kind: 'email' | 'phone') =>
    contacts.data!.find((contact) => contact.kind === kind && contact.verified)?.value;
  const email = verified('email');
  const phone = verified('phone');
  const offInPreferences = 'Off in your notification preferences';

  const channels: Channel[] = [
    {
      name: 'Push on this browser',
      reaches: push.subscribed && chosen.push,
      detail: !push.supported
        ? 'This browser cannot receive push notifications'
        : !push.subscribed
          ? 'Not allowed in this browser yet'
          : chosen.push
            ? 'On'
            : offInPreferences,
      action:
        push.supported && !push.subscribed ? (
          <Button size="small" disabled={push.changing} onClick={() => void push.enable()}>
            Turn on
          </Button>
        ) : push.subscribed && !chosen.push ? (
          toNotifications('Change')
        ) : null,
    },
    {
      name: 'Email',
      reaches: Boolean(email) && chosen.email,
      detail: !email ? 'No verified address' : chosen.email ? email : offInPreferences,
      action: !email
        ? toNotifications('Add an email')
        : !chosen.email
          ? toNotifications('Change')
          : null,
    },
    {
      name: 'Text message',
      reaches: Boolean(phone) && chosen.sms,
      detail: !phone ? 'No verified phone' : chosen.sms ? phone : offInPreferences,
      action: !phone
        ? toNotifications('Add a phone')
        : !chosen.sms
          ? toNotifications('Change')
          : null,
    },
  ];

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="reach-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="reach-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        How You&apos;ll Hear About Matches
      </Typography>
      {channels.every((channel) => !channel.reaches) && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          Nobody can tell you about a match yet. Turn on push or add an email.
        </Alert>
      )}
      <Box component="ul" aria-label="Notification channels" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {channels.map((channel) => (
          <Box
            component="li"
            key={channel.name}
            aria-label={channel.name}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {channel.name}
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {channel.detail}
              </Typography>
            </Box>
            {channel.action ?? (
              <Chip
                size="small"
                color={channel.reaches ? 'success' : 'default'}
                label={channel.reaches ? 'Reaches you' : 'Off'}
              />
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
