import { urgencyLevels } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import type { PushSubscriptionControls } from '../../../lib/push/usePushSubscription';
import {
  type NotificationChoices,
  quietHourOptions,
  toggled,
  urgencyDescriptions,
} from '../onboarding.steps';

export const notificationFieldIds = {
  emailAddress: 'onboarding-email',
  phoneNumber: 'onboarding-phone',
} as const;

interface NotificationsStepProps {
  choices: NotificationChoices;
  onChange: (next: NotificationChoices) => void;
  errors: Partial<Record<'emailAddress' | 'phoneNumber', string>>;
  push: PushSubscriptionControls;
}

/**
 * How TeeWatch tells the golfer (docs/onboarding.md, "Notifications"): push on this browser, email
 * and SMS to addresses it then confirms, quiet hours and the urgency levels worth a message.
 */
export function NotificationsStep({ choices, onChange, errors, push }: NotificationsStepProps) {
  const set = <K extends keyof NotificationChoices>(field: K, value: NotificationChoices[K]) =>
    onChange({ ...choices, [field]: value });
  const canTest = push.subscribed || choices.emailEnabled;

  return (
    <Stack spacing={2.5}>
      <Box>
        <FormControlLabel
          label="Push notifications on this device"
          control={
            <Switch
              checked={push.subscribed}
              disabled={push.changing}
              onChange={(event) => void (event.target.checked ? push.enable() : push.disable())}
            />
          }
        />
        {!push.supported && (
          <FormHelperText>Push notifications not supported in this browser</FormHelperText>
        )}
      </Box>

      <Box>
        <FormControlLabel
          label="Email notifications"
          control={
            <Switch
              checked={choices.emailEnabled}
              onChange={(event) => set('emailEnabled', event.target.checked)}
            />
          }
        />
        {choices.emailEnabled && (
          <TextField
            id={notificationFieldIds.emailAddress}
            type="email"
            label="Email Address"
            autoComplete="email"
            value={choices.emailAddress}
            onChange={(event) => set('emailAddress', event.target.value)}
            error={Boolean(errors.emailAddress)}
            helperText={
              errors.emailAddress ?? 'A new address gets a link to confirm it before any alert.'
            }
            fullWidth
            sx={{ mt: 1 }}
          />
        )}
      </Box>

      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            label="SMS notifications"
            control={
              <Switch
                checked={choices.smsEnabled}
                onChange={(event) => set('smsEnabled', event.target.checked)}
              />
            }
          />
          <Chip label="Premium" size="small" color="secondary" />
        </Stack>
        {choices.smsEnabled && (
          <TextField
            id={notificationFieldIds.phoneNumber}
            type="tel"
            label="Phone Number"
            autoComplete="tel"
            placeholder="(303) 555-0100"
            value={choices.phoneNumber}
            onChange={(event) => set('phoneNumber', event.target.value)}
            error={Boolean(errors.phoneNumber)}
            helperText={errors.phoneNumber ?? 'We text a 6-digit code to confirm it.'}
            fullWidth
            sx={{ mt: 1 }}
          />
        )}
      </Box>

      <FormControl component="fieldset">
        <FormLabel component="legend">Quiet Hours</FormLabel>
        <FormControlLabel
          label="Hold messages overnight"
          control={
            <Switch
              checked={choices.quietHours.enabled}
              onChange={(event) =>
                set('quietHours', { ...choices.quietHours, enabled: event.target.checked })
              }
            />
          }
        />
        {choices.quietHours.enabled && (
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            {(['start', 'end'] as const).map((edge) => (
              <TextField
                key={edge}
                select
                label={edge === 'start' ? 'From' : 'Until'}
                value={choices.quietHours[edge]}
                onChange={(event) =>
                  set('quietHours', { ...choices.quietHours, [edge]: event.target.value })
                }
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 140 }}
              >
                {quietHourOptions.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </TextField>
            ))}
          </Stack>
        )}
      </FormControl>

      <FormControl component="fieldset">
        <FormLabel component="legend">Tell Me About</FormLabel>
        <FormGroup>
          {urgencyLevels.map((level) => (
            <FormControlLabel
              key={level}
              label={urgencyDescriptions[level]}
              control={
                <Checkbox
                  checked={choices.urgencyLevels.includes(level)}
                  onChange={() =>
                    set('urgencyLevels', toggled(urgencyLevels, choices.urgencyLevels, level))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>

      <Box>
        <Button
          variant="outlined"
          startIcon={
            push.testing ? <CircularProgress size={18} aria-hidden="true" /> : <SendIcon />
          }
          disabled={!canTest || push.testing}
          onClick={() => void push.sendTest()}
        >
          Send Test Notification
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {canTest
            ? 'Goes to this browser and to addresses you have already confirmed.'
            : 'Turn on push or email to send a test.'}
        </Typography>
      </Box>
    </Stack>
  );
}
