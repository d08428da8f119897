import {
  advanceBookingDayOptions,
  courseDifficulties,
  type GolfPreferences,
  onboardingRanges,
  onboardingTimeSlots,
} from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatDollars } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { preferencesValid, toggled } from '../onboarding.steps';
import { preferencesStepMessages } from './PreferencesStep.messages';

interface PreferencesStepProps {
  preferences: GolfPreferences;
  onChange: (next: GolfPreferences) => void;
}

/** Golf preferences: the alert form's starting point (docs/onboarding.md, "Preferences"). */
export function PreferencesStep({ preferences, onChange }: PreferencesStepProps) {
  const text = useMessages(preferencesStepMessages);
  const set = <K extends keyof GolfPreferences>(field: K, value: GolfPreferences[K]) =>
    onChange({ ...preferences, [field]: value });
  const valid = preferencesValid(preferences);

  return (
    <Stack spacing={3}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{text.preferredTimes}</FormLabel>
        <FormGroup row>
          {onboardingTimeSlots.map((slot) => (
            <FormControlLabel
              key={slot}
              label={text.timeSlots[slot]}
              control={
                <Checkbox
                  checked={preferences.preferredTimes.includes(slot)}
                  onChange={() =>
                    set(
                      'preferredTimes',
                      toggled(onboardingTimeSlots, preferences.preferredTimes, slot),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box>
          <Typography id="onboarding-distance-label" gutterBottom>
            {text.maxDistance} <strong>{text.miles(preferences.maxDistance)}</strong>
          </Typography>
          <Slider
            aria-labelledby="onboarding-distance-label"
            value={preferences.maxDistance}
            onChange={(_, value) => set('maxDistance', value as number)}
            getAriaValueText={text.miles}
            {...onboardingRanges.maxDistance}
          />
        </Box>
        <Box>
          <Typography id="onboarding-budget-label" gutterBottom>
            {text.budget} <strong>{formatDollars(preferences.maxPrice)}</strong>
          </Typography>
          <Slider
            aria-labelledby="onboarding-budget-label"
            value={preferences.maxPrice}
            onChange={(_, value) => set('maxPrice', value as number)}
            getAriaValueText={formatDollars}
            {...onboardingRanges.maxPrice}
          />
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormControl>
          <FormLabel id="onboarding-players-label" sx={{ mb: 1 }}>
            {text.players}
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            aria-labelledby="onboarding-players-label"
            value={preferences.defaultPlayers}
            onChange={(_, value: number | null) => value && set('defaultPlayers', value)}
          >
            {[1, 2, 3, 4].map((count) => (
              <ToggleButton key={count} value={count} sx={{ minWidth: 48 }}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FormControl>
        <TextField
          select
          label={text.bookAhead}
          value={preferences.advanceBookingDays}
          onChange={(event) =>
            set(
              'advanceBookingDays',
              Number(event.target.value) as GolfPreferences['advanceBookingDays'],
            )
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {advanceBookingDayOptions.map((days) => (
            <option key={days} value={days}>
              {text.daysAhead(days)}
            </option>
          ))}
        </TextField>
      </Box>

      <FormControl component="fieldset">
        <FormLabel component="legend">{text.difficulty}</FormLabel>
        <FormGroup row>
          {courseDifficulties.map((level) => (
            <FormControlLabel
              key={level}
              label={text.difficulties[level]}
              control={
                <Checkbox
                  checked={preferences.courseDifficulty.includes(level)}
                  onChange={() =>
                    set(
                      'courseDifficulty',
                      toggled(courseDifficulties, preferences.courseDifficulty, level),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>

      <FormGroup row>
        <FormControlLabel
          label={text.weekdaysOnly}
          control={
            <Checkbox
              checked={preferences.weekdaysOnly}
              onChange={(event) => set('weekdaysOnly', event.target.checked)}
            />
          }
        />
        <FormControlLabel
          label={text.weekendsOnly}
          control={
            <Checkbox
              checked={preferences.weekendsOnly}
              onChange={(event) => set('weekendsOnly', event.target.checked)}
            />
          }
        />
      </FormGroup>

      <TextField
        label={text.favoriteCourse}
        value={preferences.favoriteCourseName ?? ''}
        onChange={(event) => set('favoriteCourseName', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />

      <Alert severity={valid ? 'success' : 'warning'} role="status">
        {valid ? text.valid : text.timeRequired}
      </Alert>
    </Stack>
  );
}
