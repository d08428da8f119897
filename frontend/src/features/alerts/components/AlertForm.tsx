import { useRef, useState, type FormEvent } from 'react';
import {
  apiErrorSchema,
  areaCodes,
  areas,
  timePreferences,
  timeWindows,
} from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { defaultAlertFormValues, playerCounts, preferredCourses } from '../alerts.constants';
import { formatDay, todayInDenver } from '../alerts.format';
import { serverFieldErrors, toAlertPayload, validateAlertForm } from '../alerts.validation';
import { useCreateAlertMutation } from '../api/alerts.api';
import type { AlertFieldErrors, AlertFormField, AlertFormValues } from '../types';

/** The order fields appear in, so the first one with a problem gets the focus. */
const fieldOrder: AlertFormField[] = [
  'location',
  'date',
  'timePreference',
  'players',
  'maxPrice',
  'courses',
];

const fieldIds: Record<AlertFormField, string> = {
  location: 'alert-location',
  date: 'alert-date',
  timePreference: 'alert-time',
  players: 'alert-players',
  maxPrice: 'alert-max-price',
  courses: 'alert-course-0',
};

/** The desktop alert form (core spec §2.4). A failed create stays on the form (DECISIONS). */
export function AlertForm() {
  const { toast } = useToast();
  const [values, setValues] = useState<AlertFormValues>(defaultAlertFormValues);
  const [fieldErrors, setFieldErrors] = useState<AlertFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createAlert, { isLoading }] = useCreateAlertMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInDenver();

  const update = <K extends AlertFormField>(field: K, value: AlertFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focusFirstError = (errors: AlertFieldErrors) => {
    const first = fieldOrder.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFormError(null);
    const errors = validateAlertForm(values, todayInDenver());
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstError(errors);
      return;
    }
    const result = await createAlert(toAlertPayload(values));
    if (result.error) {
      setFormError(apiErrorMessage(result.error));
      const parsed =
        'status' in result.error ? apiErrorSchema.safeParse(result.error.data) : undefined;
      const fromServer = serverFieldErrors(parsed?.success ? parsed.data.error.fields : undefined);
      setFieldErrors(fromServer);
      focusFirstError(fromServer);
      return;
    }
    const alert = result.data;
    toast({
      title: 'Alert Created!',
      description: `We'll tell you the moment a tee time opens in ${alert.location} on ${formatDay(alert.date)}.`,
      variant: 'success',
    });
    // The next alert is usually the same group on another day: keep everything but the date.
    setValues((current) => ({ ...current, date: '' }));
    setFieldErrors({});
  };

  const courseError = fieldErrors.courses;

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="alert-form-title"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField
        id={fieldIds.location}
        select
        label="Colorado Area"
        value={values.location}
        onChange={(event) => update('location', event.target.value as AlertFormValues['location'])}
        error={Boolean(fieldErrors.location)}
        helperText={fieldErrors.location}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {areaCodes.map((code) => (
          <option key={code} value={code}>
            {areas[code].label}
          </option>
        ))}
      </TextField>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TextField
          id={fieldIds.date}
          type="date"
          label="Preferred Date"
          value={values.date}
          onChange={(event) => update('date', event.target.value)}
          required
          error={Boolean(fieldErrors.date)}
          helperText={fieldErrors.date ?? 'Today or later (Colorado time)'}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          id={fieldIds.timePreference}
          select
          label="Time Preference"
          value={values.timePreference}
          onChange={(event) =>
            update('timePreference', event.target.value as AlertFormValues['timePreference'])
          }
          error={Boolean(fieldErrors.timePreference)}
          helperText={fieldErrors.timePreference}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {timePreferences.map((value) => (
            <option key={value} value={value}>
              {timeWindows[value].label}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldIds.players}
          select
          label="Number of Players"
          value={values.players}
          onChange={(event) => update('players', event.target.value)}
          error={Boolean(fieldErrors.players)}
          helperText={fieldErrors.players}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {playerCounts.map((count) => (
            <option key={count} value={count}>
              {count === '1' ? '1 player' : `${count} players`}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldIds.maxPrice}
          type="number"
          label="Maximum Price"
          value={values.maxPrice}
          onChange={(event) => update('maxPrice', event.target.value)}
          error={Boolean(fieldErrors.maxPrice)}
          helperText={fieldErrors.maxPrice ?? 'The most you will pay per player, in dollars'}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: 1, step: 1, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      </Box>

      <FormControl component="fieldset" error={Boolean(courseError)} sx={{ minWidth: 0 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
          Preferred Courses (optional)
        </FormLabel>
        <FormHelperText sx={{ mx: 0, mt: 0, mb: 1 }}>
          {courseError ?? 'Leave all unchecked to watch every course in the area.'}
        </FormHelperText>
        <FormGroup
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 2,
          }}
        >
          {preferredCourses.map((name, index) => (
            <FormControlLabel
              key={name}
              label={name}
              sx={{ mr: 0 }}
              control={
                <Checkbox
                  id={index === 0 ? fieldIds.courses : undefined}
                  checked={values.courses.includes(name)}
                  onChange={(event) =>
                    update(
                      'courses',
                      event.target.checked
                        ? [...values.courses, name]
                        : values.courses.filter((course) => course !== name),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>

      {/* Next to the button the golfer just pressed, so it is seen on phones too. */}
      {formError && (
        <Alert severity="error" onClose={() => setFormError(null)}>
          <AlertTitle>Failed to create alert</AlertTitle>
          {formError}
        </Alert>
      )}

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={
          isLoading ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : (
            <NotificationsActiveIcon />
          )
        }
      >
        Create Alert
      </Button>
    </Box>
  );
}
