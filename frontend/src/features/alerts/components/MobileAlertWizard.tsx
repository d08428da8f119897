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
import { useForm } from '../../../lib/form/useForm';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { alertErrorText } from '../alerts.errors';
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
import { wizardMessages } from './MobileAlertWizard.messages';
import { WizardAlertsStep, type WizardCreateError } from './WizardAlertsStep';
import { WizardDetailsStep } from './WizardDetailsStep';
import { WizardDone } from './WizardDone';
import { WizardLocationStep } from './WizardLocationStep';
import { thumbButton } from '../../../theme/theme';

/**
 * The mobile alert wizard (docs/product-rules.md, "Alert wizard"): Location, Details, Alerts, by
 * button or swipe.
 */
export function MobileAlertWizard() {
  const text = useMessages(wizardMessages);
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
      // Read when the answer comes: the golfer may have switched languages meanwhile.
      const said = messagesFor(wizardMessages);
      if (result.error) {
        toast({ title: said.errorTitle, description: said.failedToast, variant: 'destructive' });
        return result.error;
      }
      const alert = result.data;
      setCreated(alert);
      toast({
        title: said.createdTitle,
        description: alert.locationFallback
          ? said.fallback(alert.location)
          : said.created(alert.location, formatDay(alert.date)),
        variant: 'success',
      });
    },
    describeFailure: (error, fieldErrors): WizardCreateError => {
      const said = messagesFor(wizardMessages);
      return {
        message: alertErrorText(error),
        details: Object.entries(fieldErrors).map(([field, message]) =>
          said.fieldProblem(said.fields[field as WizardField], message),
        ),
      };
    },
  });
  const { values } = form;

  const errors: WizardFieldErrors = {
    ...form.errors,
    date: wizardDateError(values.date, today) ?? form.errors.date,
  };
  const nextAllowed = step < LAST_WIZARD_STEP && canLeaveStep(step, values, today);
  const stepName = wizardSteps[step]!;

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
          {text.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{text.intro}</Typography>
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
                {text.stepOf(step + 1, wizardSteps.length)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.steps[stepName]}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={Math.round(((step + 1) / wizardSteps.length) * 100)}
              aria-label={text.progress}
              aria-valuetext={text.progressValue(
                step + 1,
                wizardSteps.length,
                text.steps[stepName],
              )}
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
              {text.questions[stepName]}
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
              {text.back}
            </Button>
            {step < LAST_WIZARD_STEP && (
              <Button
                variant="contained"
                onClick={next}
                disabled={!nextAllowed}
                endIcon={<ArrowForwardIcon />}
                sx={thumbButton}
              >
                {text.next}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
