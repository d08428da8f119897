import {
  advanceBookingDayOptions,
  courseDifficulties,
  type GolfPreferences,
  onboardingRanges,
  onboardingTimeSlotHours,
  onboardingTimeSlots,
  PREFERRED_TIME_REQUIRED,
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
import { preferencesValid, toggled } from '../onboarding.steps';
import { capitalize } from '../../../lib/format';

const miles = (value: number) => `${value} miles`;
const dollars = (value: number) => `$${value}`;

interface PreferencesStepProps {
  preferences: GolfPreferences;
  onChange: (next: GolfPreferences) => void;
}

/** Golf preferences: the alert form's starting point (docs/onboarding.md, "Preferences"). */
export function PreferencesStep({ preferences, onChange }: PreferencesStepProps) {
  const set = <K extends keyof GolfPreferences>(field: K, value: GolfPreferences[K]) =>
    onChange({ ...preferences, [field]: value });
  const valid = preferencesValid(preferences);

  return (
    <Stack spacing={3}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Preferred Times</FormLabel>
        <FormGroup row>
          {onboardingTimeSlots.map((slot) => (
            <FormControlLabel
              key={slot}
              label={onboardingTimeSlotHours[slot].label}
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
            Maximum Distance: <strong>{miles(preferences.maxDistance)}</strong>
          </Typography>
          <Slider
            aria-labelledby="onboarding-distance-label"
            value={preferences.maxDistance}
            onChange={(_, value) => set('maxDistance', value as number)}
            getAriaValueText={miles}
            {...onboardingRanges.maxDistance}
          />
        </Box>
        <Box>
          <Typography id="onboarding-budget-label" gutterBottom>
            Budget per Player: <strong>{dollars(preferences.maxPrice)}</strong>
          </Typography>
          <Slider
            aria-labelledby="onboarding-budget-label"
            value={preferences.maxPrice}
            onChange={(_, value) => set('maxPrice', value as number)}
            getAriaValueText={dollars}
            {...onboardingRanges.maxPrice}
          />
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormControl>
          <FormLabel id="onboarding-players-label" sx={{ mb: 1 }}>
            Players
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
          label="Book Ahead"
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
              {days === 1 ? '1 day ahead' : `${days} days ahead`}
            </option>
          ))}
        </TextField>
      </Box>

      <FormControl component="fieldset">
        <FormLabel component="legend">Course Difficulty</FormLabel>
        <FormGroup row>
          {courseDifficulties.map((level) => (
            <FormControlLabel
              key={level}
              label={capitalize(level)}
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
          label="Weekdays only"
          control={
            <Checkbox
              checked={preferences.weekdaysOnly}
              onChange={(event) => set('weekdaysOnly', event.target.checked)}
            />
          }
        />
        <FormControlLabel
          label="Weekends only"
          control={
            <Checkbox
              checked={preferences.weekendsOnly}
              onChange={(event) => set('weekendsOnly', event.target.checked)}
            />
          }
        />
      </FormGroup>

      <TextField
        label="Favorite Course (optional)"
        value={preferences.favoriteCourseName ?? ''}
        onChange={(event) => set('favoriteCourseName', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />

      <Alert severity={valid ? 'success' : 'warning'} role="status">
        {valid ? 'Preferences configured successfully.' : PREFERRED_TIME_REQUIRED}
      </Alert>
    </Stack>
  );
}
