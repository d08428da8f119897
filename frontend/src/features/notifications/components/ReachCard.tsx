import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { usePushSubscription } from '../../../lib/push/usePushSubscription';
import { useGetContactsQuery, useGetNotificationPreferencesQuery } from '../api/notifications.api';
import { reachCardMessages } from './ReachCard.messages';

interface Channel {
  name: string;
  reaches: boolean;
  /** Where it goes (the golfer's address or number), or why it does not. */
  detail: ReactNode;
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
  const text = useMessages(reachCardMessages);
  const preferences = useGetNotificationPreferencesQuery();
  const contacts = useGetContactsQuery();
  const push = usePushSubscription();
  if (preferences.isLoading || contacts.isLoading) {
    return <Skeleton variant="rounded" height={160} aria-label={text.loading} />;
  }
  if (!preferences.data || !contacts.data) return null;
  const chosen = preferences.data;
  const verified = (kind: 'email' | 'phone') =>
    contacts.data!.find((contact) => contact.kind === kind && contact.verified)?.value;
  const email = verified('email');
  const phone = verified('phone');
  const address = (value: string) => <span translate="no">{value}</span>;

  const channels: Channel[] = [
    {
      name: text.push.name,
      reaches: push.subscribed && chosen.push,
      detail: !push.supported
        ? text.push.unsupported
        : !push.subscribed
          ? text.push.notAllowed
          : chosen.push
            ? text.push.on
            : text.offInPreferences,
      action:
        push.supported && !push.subscribed ? (
          <Button size="small" disabled={push.changing} onClick={() => void push.enable()}>
            {text.push.turnOn}
          </Button>
        ) : push.subscribed && !chosen.push ? (
          toNotifications(text.change)
        ) : null,
    },
    {
      name: text.email.name,
      reaches: Boolean(email) && chosen.email,
      detail: !email ? text.email.missing : chosen.email ? address(email) : text.offInPreferences,
      action: !email
        ? toNotifications(text.email.add)
        : !chosen.email
          ? toNotifications(text.change)
          : null,
    },
    {
      name: text.sms.name,
      reaches: Boolean(phone) && chosen.sms,
      detail: !phone ? text.sms.missing : chosen.sms ? address(phone) : text.offInPreferences,
      action: !phone
        ? toNotifications(text.sms.add)
        : !chosen.sms
          ? toNotifications(text.change)
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
        {text.title}
      </Typography>
      {channels.every((channel) => !channel.reaches) && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {text.nobody}
        </Alert>
      )}
      <Box component="ul" aria-label={text.channels} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
                label={channel.reaches ? text.reaches : text.off}
              />
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
