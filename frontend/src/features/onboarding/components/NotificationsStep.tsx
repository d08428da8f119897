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
import { formatClockTime } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import type { PushSubscriptionControls } from '../../../lib/push/usePushSubscription';
import { type NotificationChoices, quietHourValues, toggled } from '../onboarding.steps';
import { notificationsStepMessages } from './NotificationsStep.messages';

export const notificationFieldIds = {
  emailAddress: 'onboarding-email',
  phoneNumber: 'onboarding-phone',
} as const;

/** What is wrong with the address or number typed: none given where one is needed, or malformed. */
export type NotificationProblems = Partial<
  Record<keyof typeof notificationFieldIds, 'missing' | 'invalid'>
>;

interface NotificationsStepProps {
  choices: NotificationChoices;
  onChange: (next: NotificationChoices) => void;
  errors: NotificationProblems;
  push: PushSubscriptionControls;
}

/**
 * How TeeWatch tells the golfer (docs/onboarding.md, "Notifications"): push on this browser, email
 * and SMS to addresses it then confirms, quiet hours and the urgency levels worth a message.
 */
export function NotificationsStep({ choices, onChange, errors, push }: NotificationsStepProps) {
  const set = <K extends keyof NotificationChoices>(field: K, value: NotificationChoices[K]) =>
    onChange({ ...choices, [field]: value });
  const text = useMessages(notificationsStepMessages);
  const canTest = push.subscribed || choices.emailEnabled;
  const emailError = errors.emailAddress && text.emailInvalid;
  const phoneError =
    errors.phoneNumber &&
    (errors.phoneNumber === 'missing' ? text.phoneMissing : text.phoneInvalid);

  return (
    <Stack spacing={2.5}>
      <Box>
        <FormControlLabel
          label={text.push}
          control={
            <Switch
              checked={push.subscribed}
              disabled={push.changing}
              onChange={(event) => void (event.target.checked ? push.enable() : push.disable())}
            />
          }
        />
        {!push.supported && <FormHelperText>{text.pushUnsupported}</FormHelperText>}
      </Box>

      <Box>
        <FormControlLabel
          label={text.email}
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
            label={text.emailAddress}
            autoComplete="email"
            value={choices.emailAddress}
            onChange={(event) => set('emailAddress', event.target.value)}
            error={Boolean(emailError)}
            helperText={emailError ?? text.emailHelp}
            fullWidth
            sx={{ mt: 1 }}
          />
        )}
      </Box>

      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            label={text.sms}
            control={
              <Switch
                checked={choices.smsEnabled}
                onChange={(event) => set('smsEnabled', event.target.checked)}
              />
            }
          />
          <Chip label={text.premium} size="small" color="secondary" />
        </Stack>
        {choices.smsEnabled && (
          <TextField
            id={notificationFieldIds.phoneNumber}
            type="tel"
            label={text.phoneNumber}
            autoComplete="tel"
            placeholder={text.phonePlaceholder}
            value={choices.phoneNumber}
            onChange={(event) => set('phoneNumber', event.target.value)}
            error={Boolean(phoneError)}
            helperText={phoneError ?? text.phoneHelp}
            fullWidth
            sx={{ mt: 1 }}
          />
        )}
      </Box>

      <FormControl component="fieldset">
        <FormLabel component="legend">{text.quietHours}</FormLabel>
        <FormControlLabel
          label={text.holdOvernight}
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
                label={edge === 'start' ? text.from : text.until}
                value={choices.quietHours[edge]}
                onChange={(event) =>
                  set('quietHours', { ...choices.quietHours, [edge]: event.target.value })
                }
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 140 }}
              >
                {quietHourValues.map((hour) => (
                  <option key={hour} value={hour}>
                    {formatClockTime(hour)}
                  </option>
                ))}
              </TextField>
            ))}
          </Stack>
        )}
      </FormControl>

      <FormControl component="fieldset">
        <FormLabel component="legend">{text.tellMeAbout}</FormLabel>
        <FormGroup>
          {urgencyLevels.map((level) => (
            <FormControlLabel
              key={level}
              label={text.urgency[level]}
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
          {text.sendTest}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {canTest ? text.testReaches : text.testNeedsChannel}
        </Typography>
      </Box>
    </Stack>
  );
}
