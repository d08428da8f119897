import { areaCodes, timePreferences } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { useForm } from '../../../lib/form/useForm';
import Skeleton from '@mui/material/Skeleton';
import { useGetGolfProfileQuery } from '../../../lib/golf-profile.api';
import { areaMessages } from '../../../lib/areas.messages';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { playerCounts, preferredCourses } from '../alerts.constants';
import { alertDefaultsFrom } from '../alerts.defaults';
import { alertErrorText } from '../alerts.errors';
import { formatDay, todayInDenver } from '../alerts.format';
import { alertFormatMessages } from '../alerts.format.messages';
import { alertFormSchema } from '../alerts.validation';
import { useCreateAlertMutation } from '../api/alerts.api';
import type { AlertFormValues } from '../types';
import { alertFormMessages } from './AlertForm.messages';

const fieldIds = {
  location: 'alert-location',
  date: 'alert-date',
  timePreference: 'alert-time',
  players: 'alert-players',
  maxPrice: 'alert-max-price',
  courses: 'alert-course-0',
};

/**
 * The desktop alert form (docs/product-rules.md, "Alert form"). A signed-in golfer's form starts
 * from their onboarding choices, so it waits for them.
 */
export function AlertForm() {
  const text = useMessages(alertFormMessages);
  const { status } = useSession();
  const profile = useGetGolfProfileQuery(undefined, { skip: status !== 'signed-in' });
  if (status === 'checking' || profile.isLoading) {
    return <Skeleton variant="rounded" height={420} aria-label={text.loading} />;
  }
  return <AlertFormFields initialValues={alertDefaultsFrom(profile.data)} />;
}

/** A failed create stays on the form (docs/decisions.md, "A failed create stays on the form"). */
function AlertFormFields({ initialValues }: { initialValues: AlertFormValues }) {
  const text = useMessages(alertFormMessages);
  const format = useMessages(alertFormatMessages);
  const areaNames = useMessages(areaMessages);
  const { toast } = useToast();
  const [createAlert] = useCreateAlertMutation();
  const today = todayInDenver();
  const form = useForm({
    initialValues,
    schema: alertFormSchema(today),
    fieldIds,
    onSubmit: async (payload) => {
      const result = await createAlert(payload);
      if (result.error) return result.error;
      const alert = result.data;
      // Read when the answer comes: the golfer may have switched languages meanwhile.
      const said = messagesFor(alertFormMessages);
      toast({
        title: said.createdTitle,
        description: said.created(alert.location, formatDay(alert.date)),
        variant: 'success',
      });
      // The next alert is usually the same group on another day: keep everything but the date.
      form.setValue('date', '');
    },
    describeFailure: (error) => alertErrorText(error),
  });
  const { values, errors, setValue } = form;
  const courseError = errors.courses;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="alert-form-title"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField
        id={fieldIds.location}
        select
        label={text.area}
        value={values.location}
        onChange={(event) =>
          setValue('location', event.target.value as AlertFormValues['location'])
        }
        error={Boolean(errors.location)}
        helperText={errors.location}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {areaCodes.map((code) => (
          <option key={code} value={code}>
            {areaNames[code]}
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
          label={text.date}
          value={values.date}
          onChange={(event) => setValue('date', event.target.value)}
          required
          error={Boolean(errors.date)}
          helperText={errors.date ?? text.dateHelp}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          id={fieldIds.timePreference}
          select
          label={text.timePreference}
          value={values.timePreference}
          onChange={(event) =>
            setValue('timePreference', event.target.value as AlertFormValues['timePreference'])
          }
          error={Boolean(errors.timePreference)}
          helperText={errors.timePreference}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {timePreferences.map((value) => (
            <option key={value} value={value}>
              {format.timePreferences[value]}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldIds.players}
          select
          label={text.players}
          value={values.players}
          onChange={(event) => setValue('players', event.target.value)}
          error={Boolean(errors.players)}
          helperText={errors.players}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {playerCounts.map((count) => (
            <option key={count} value={count}>
              {format.players(Number(count))}
            </option>
          ))}
        </TextField>
        <TextField
          id={fieldIds.maxPrice}
          type="number"
          label={text.maxPrice}
          value={values.maxPrice}
          onChange={(event) => setValue('maxPrice', event.target.value)}
          error={Boolean(errors.maxPrice)}
          helperText={errors.maxPrice ?? text.maxPriceHelp}
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
          {text.courses}
        </FormLabel>
        <FormHelperText sx={{ mx: 0, mt: 0, mb: 1 }}>
          {courseError ?? text.coursesHelp}
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
              label={<span translate="no">{name}</span>}
              sx={{ mr: 0 }}
              control={
                <Checkbox
                  id={index === 0 ? fieldIds.courses : undefined}
                  checked={values.courses.includes(name)}
                  onChange={(event) =>
                    setValue(
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
      {form.formError && (
        <Alert severity="error" onClose={form.dismissFormError}>
          <AlertTitle>{text.failed}</AlertTitle>
          {form.formError}
        </Alert>
      )}

      <SubmitButton submitting={form.submitting} icon={<NotificationsActiveIcon />}>
        {text.create}
      </SubmitButton>
    </Box>
  );
}
