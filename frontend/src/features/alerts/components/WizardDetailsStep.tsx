import { timePreferences, type TimePreference } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { alertFormatMessages } from '../alerts.format.messages';
import type { WizardFieldErrors, WizardValues } from '../alerts.wizard';
import { wizardMessages } from './MobileAlertWizard.messages';
import { PlayerStepper } from './PlayerStepper';

/** Step 2: the date (today or later, Denver time), the group size and a time of day. */
export function WizardDetailsStep({
  values,
  errors,
  today,
  onChange,
}: {
  values: WizardValues;
  errors: WizardFieldErrors;
  today: string;
  onChange: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
}) {
  const text = useMessages(wizardMessages);
  const format = useMessages(alertFormatMessages);
  const choose = (value: TimePreference) =>
    onChange('timePreference', values.timePreference === value ? '' : value);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        id="wizard-date"
        type="date"
        label={text.fields.date}
        value={values.date}
        onChange={(event) => onChange('date', event.target.value)}
        required
        error={Boolean(errors.date)}
        helperText={errors.date ?? text.dateHelp}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />

      <PlayerStepper
        players={values.players}
        error={errors.players}
        onChange={(players) => onChange('players', players)}
      />

      <Box role="group" aria-labelledby="wizard-time-label">
        <Typography
          id="wizard-time-label"
          variant="subtitle2"
          component="h3"
          sx={{ fontWeight: 600 }}
        >
          {text.timeOfDay}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {errors.timePreference ?? text.timeOptional}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {timePreferences.map((value) => {
            const selected = values.timePreference === value;
            return (
              <Button
                key={value}
                variant={selected ? 'contained' : 'outlined'}
                aria-pressed={selected}
                onClick={() => choose(value)}
                sx={{ minHeight: 56, lineHeight: 1.25 }}
              >
                {format.timePreferences[value]}
              </Button>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
