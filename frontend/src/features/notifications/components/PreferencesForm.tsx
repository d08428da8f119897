import { useState, type FormEvent } from 'react';
import {
  type NotificationFrequency,
  notificationFrequencies,
  type NotificationPreferences,
} from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { messagesFor, useMessages } from '../../../lib/i18n';
import type { PushSubscriptionControls } from '../../../lib/push/usePushSubscription';
import { useUpdateNotificationPreferencesMutation } from '../api/notifications.api';
import { quietHourChoices } from '../notifications.constants';
import { preferencesFormMessages } from './PreferencesForm.messages';

type Channel = 'email' | 'sms' | 'push';

/** Channels, frequency and quiet hours, saved together with one PATCH. */
export function PreferencesForm({
  saved,
  push,
  hasVerifiedEmail,
  hasVerifiedPhone,
}: {
  saved: NotificationPreferences;
  push: PushSubscriptionControls;
  hasVerifiedEmail: boolean;
  hasVerifiedPhone: boolean;
}) {
  const text = useMessages(preferencesFormMessages);
  const { toast } = useToast();
  const [values, setValues] = useState<NotificationPreferences>(saved);
  const [update, { isLoading: saving }] = useUpdateNotificationPreferencesMutation();

  const setChannel = async (channel: Channel, on: boolean) => {
    // Turning push on (docs/product-rules.md, "Push messages and texts") asks this browser for permission; without it push stays off.
    if (channel === 'push' && on && push.supported && !push.subscribed) {
      if (!(await push.enable())) return;
    }
    setValues((current) => ({ ...current, [channel]: on }));
  };
  const setQuietHours = (change: Partial<NotificationPreferences['quietHours']>) =>
    setValues((current) => ({ ...current, quietHours: { ...current.quietHours, ...change } }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = await update(values);
    const answer = messagesFor(preferencesFormMessages);
    if (result.error) {
      toast({
        title: answer.errorTitle,
        description: answer.saveFailed(apiErrorMessage(result.error)),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: answer.saved, variant: 'success' });
  };

  const channels: { channel: Channel; label: string; text: string }[] = [
    {
      channel: 'email',
      label: text.email.label,
      text: hasVerifiedEmail ? text.email.verified : text.email.missing,
    },
    {
      channel: 'sms',
      label: text.sms.label,
      text: hasVerifiedPhone ? text.sms.verified : text.sms.missing,
    },
    {
      channel: 'push',
      label: text.push.label,
      text: push.subscribed ? text.push.subscribed : text.push.elsewhere,
    },
  ];

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 3 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={legendSx}>
          {text.channels}
        </FormLabel>
        {channels.map(({ channel, label, text: channelText }) => (
          <Box key={channel} sx={{ py: 0.5 }}>
            <FormControlLabel
              label={label}
              control={
                <Switch
                  checked={values[channel]}
                  onChange={(event) => void setChannel(channel, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `channel-${channel}-text` } }}
                />
              }
            />
            <Typography
              id={`channel-${channel}-text`}
              variant="body2"
              sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}
            >
              {channelText}
            </Typography>
          </Box>
        ))}
      </FormControl>

      <FormControl component="fieldset">
        <FormLabel component="legend" sx={legendSx}>
          {text.frequency}
        </FormLabel>
        <RadioGroup
          value={values.frequency}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              frequency: event.target.value as NotificationFrequency,
            }))
          }
        >
          {notificationFrequencies.map((frequency) => (
            <FormControlLabel
              key={frequency}
              value={frequency}
              control={<Radio />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {text.frequencies[frequency].label}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {text.frequencies[frequency].text}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl component="fieldset">
        <FormLabel component="legend" sx={legendSx}>
          {text.quietHours}
        </FormLabel>
        <FormControlLabel
          label={text.holdDuringQuietHours}
          control={
            <Switch
              checked={values.quietHours.enabled}
              onChange={(event) => setQuietHours({ enabled: event.target.checked })}
            />
          }
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {(['start', 'end'] as const).map((edge) => (
            <TextField
              key={edge}
              id={`quiet-hours-${edge}`}
              select
              label={edge === 'start' ? text.quietHoursStart : text.quietHoursEnd}
              value={values.quietHours[edge]}
              onChange={(event) => setQuietHours({ [edge]: event.target.value })}
              disabled={!values.quietHours.enabled}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {quietHourChoices.map((hour) => (
                <option key={hour} value={hour}>
                  {hour}
                </option>
              ))}
            </TextField>
          ))}
        </Box>
        <FormHelperText sx={{ mx: 0 }}>{text.quietHoursHelp}</FormHelperText>
      </FormControl>

      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={
          saving ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null
        }
        sx={{ justifySelf: { sm: 'start' } }}
      >
        {text.save}
      </Button>
    </Box>
  );
}

const legendSx = { fontWeight: 700, color: 'text.primary', mb: 1 };
