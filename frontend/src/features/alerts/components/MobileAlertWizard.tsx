import { useEffect, useRef, useState } from 'react';
import type { Alert as TeeTimeAlert } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { useForm } from '../../../lib/form/useForm';
import { formatDay, todayInDenver } from '../alerts.format';
import {
  LAST_WIZARD_STEP,
  canCreate,
  canLeaveStep,
  initialWizardValues,
  wizardDateError,
  wizardSchema,
  wizardSteps,
  type WizardField,
  type WizardFieldErrors,
} from '../alerts.wizard';
import { useCreateAlertMutation } from '../api/alerts.api';
import { useSwipe } from '../hooks/useSwipe';
import { WizardAlertsStep, type WizardCreateError } from './WizardAlertsStep';
import { WizardDetailsStep } from './WizardDetailsStep';
import { WizardDone } from './WizardDone';
import { WizardLocationStep } from './WizardLocationStep';
import { thumbButton } from '../../../theme/theme';

const stepQuestions = [
  'Where do you want to play?',
  'When, and how many of you?',
  'How should we tell you?',
] as const;

const fieldLabels: Record<WizardField, string> = {
  location: 'Location',
  date: 'Date',
  players: 'Players',
  timePreference: 'Time',
};

/**
 * The mobile alert wizard (docs/product-rules.md, "Alert wizard"): Location, Details, Alerts, by
 * button or swipe.
 */
export function MobileAlertWizard() {
  const { toast } = useToast();
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<TeeTimeAlert | null>(null);
  const [createAlert] = useCreateAlertMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const today = todayInDenver();
  const form = useForm({
    initialValues: initialWizardValues,
    schema: wizardSchema(today),
    fieldIds: { location: 'wizard-location', date: 'wizard-date' },
    onSubmit: async (payload) => {
      const result = await createAlert(payload);
      if (result.error) {
        toast({
          title: 'Error',
          description: 'Failed to create alert. Please try again.',
          variant: 'destructive',
        });
        return result.error;
      }
      const alert = result.data;
      setCreated(alert);
      toast({
        title: 'Alert Created!',
        description: alert.locationFallback
          ? `We could not find “${alert.location}”, so we're watching around Denver, CO as a fallback.`
          : `We'll tell you the moment a tee time opens near ${alert.location} on ${formatDay(alert.date)}.`,
        variant: 'success',
      });
    },
    describeFailure: (error, fieldErrors): WizardCreateError => ({
      message: apiErrorMessage(error),
      details: Object.entries(fieldErrors).map(
        ([field, message]) => `${fieldLabels[field as WizardField]}: ${message}`,
      ),
    }),
  });
  const { values } = form;

  const errors: WizardFieldErrors = {
    ...form.errors,
    date: wizardDateError(values.date, today) ?? form.errors.date,
  };
  const nextAllowed = step < LAST_WIZARD_STEP && canLeaveStep(step, values, today);

  // A new step is announced by moving focus to its question, as a new page would be.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: number) => {
    stepChanged.current = true;
    setStep(target);
  };
  const next = () => {
    if (nextAllowed) goTo(step + 1);
  };
  const back = () => {
    if (step > 0) goTo(step - 1);
  };
  const swipe = useSwipe({ onSwipeLeft: next, onSwipeRight: back });

  const update: typeof form.setValue = (field, value) => {
    form.setValue(field, value);
    setCreated(null);
  };

  const startOver = () => {
    form.reset();
    setCreated(null);
    goTo(0);
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, lineHeight: 1.2 }}
        >
          New Tee Time Alert
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          Three quick steps. Swipe or use the buttons to move between them.
        </Typography>
      </Box>

      {created ? (
        <WizardDone created={created} onStartOver={startOver} />
      ) : (
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="wizard-step-question"
          {...swipe}
          sx={{ borderRadius: 3, overflow: 'hidden', touchAction: 'pan-y' }}
        >
          <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Step {step + 1} of {wizardSteps.length}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {wizardSteps[step]}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={Math.round(((step + 1) / wizardSteps.length) * 100)}
              aria-label="Wizard progress"
              aria-valuetext={`Step ${step + 1} of ${wizardSteps.length}: ${wizardSteps[step]}`}
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
            />
          </Box>

          <Box sx={{ p: { xs: 2, sm: 3 }, minHeight: 320 }}>
            <Typography
              id="wizard-step-question"
              ref={headingRef}
              tabIndex={-1}
              component="h2"
              variant="h6"
              sx={{ mb: 2.5, outline: 'none' }}
            >
              {stepQuestions[step]}
            </Typography>
            {step === 0 && (
              <WizardLocationStep
                location={values.location}
                error={errors.location}
                onChange={(location) => update('location', location)}
              />
            )}
            {step === 1 && (
              <WizardDetailsStep values={values} errors={errors} today={today} onChange={update} />
            )}
            {step === 2 && (
              <WizardAlertsStep
                values={values}
                canCreate={canCreate(values, today)}
                creating={form.submitting}
                createError={form.formError}
                onCreate={() => void form.submit()}
              />
            )}
          </Box>

          <Stack
            direction="row"
            spacing={1.5}
            sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 }, justifyContent: 'space-between' }}
          >
            <Button
              variant="outlined"
              onClick={back}
              disabled={step === 0}
              startIcon={<ArrowBackIcon />}
              sx={thumbButton}
            >
              Back
            </Button>
            {step < LAST_WIZARD_STEP && (
              <Button
                variant="contained"
                onClick={next}
                disabled={!nextAllowed}
                endIcon={<ArrowForwardIcon />}
                sx={thumbButton}
              >
                Next
              </Button>
            )}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
