import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  type CompleteOnboardingRequest,
  type CompleteOnboardingResponse,
  defaultGolfPreferences,
  type GolfPreferences,
  onboardingNotificationsSchema,
} from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import type { ToastInput } from '../../../components/toast/toast-context';
import { useToast } from '../../../components/toast/useToast';
import { useCompleteOnboardingMutation } from '../../../lib/golf-profile.api';
import { currentLocale, messagesFor, useMessages } from '../../../lib/i18n';
import { usePushSubscription } from '../../../lib/push/usePushSubscription';
import { useSession } from '../../../lib/session';
import { thumbButton } from '../../../theme/theme';
import { useLocationRequest } from '../hooks/useLocationRequest';
import {
  initialNotificationChoices,
  LAST_ONBOARDING_STEP,
  type NotificationChoices,
  onboardingSteps,
  preferencesValid,
} from '../onboarding.steps';
import { LocationStep } from './LocationStep';
import {
  notificationFieldIds,
  type NotificationProblems,
  NotificationsStep,
} from './NotificationsStep';
import { onboardingWizardMessages } from './OnboardingWizard.messages';
import { PreferencesStep } from './PreferencesStep';
import { WelcomeStep } from './WelcomeStep';

/** The step's choices as the API takes them, or which fields are missing or wrong. */
function checkedNotifications(choices: NotificationChoices, pushEnabled: boolean) {
  const parsed = onboardingNotificationsSchema.safeParse({
    ...choices,
    pushEnabled,
    emailAddress: choices.emailEnabled ? choices.emailAddress : '',
    phoneNumber: choices.smsEnabled ? choices.phoneNumber : '',
  });
  const errors: NotificationProblems = {};
  if (choices.smsEnabled && !choices.phoneNumber.trim()) errors.phoneNumber = 'missing';
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof NotificationProblems;
    if (field in notificationFieldIds) errors[field] ??= 'invalid';
  }
  return Object.keys(errors).length > 0 || !parsed.success
    ? { errors }
    : { notifications: parsed.data };
}

function welcomeToast(result?: CompleteOnboardingResponse['data']): ToastInput {
  const text = messagesFor(onboardingWizardMessages);
  if (!result) {
    return { title: text.welcomeTitle, description: text.allSetSignedOut, variant: 'success' };
  }
  const toConfirm = result.contactsToVerify.map((contact) => contact.value);
  const sentences = [
    text.allSet,
    result.pointsAwarded ? text.pointsEarned(result.pointsAwarded) : undefined,
    toConfirm.length > 0
      ? text.confirmContacts(
          new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(toConfirm),
        )
      : undefined,
  ];
  return {
    title: text.welcomeTitle,
    description: sentences.filter(Boolean).join(' '),
    variant: 'success',
  };
}

/**
 * /onboarding (docs/onboarding.md): Welcome, location, golf preferences and notifications. The
 * end keeps what was chosen (signed in), greets the golfer and goes to the dashboard either way.
 */
export function OnboardingWizard() {
  const text = useMessages(onboardingWizardMessages);
  const { toast } = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [step, setStep] = useState(0);
  const [completed, setCompleted] = useState<number[]>([]);
  const [preferences, setPreferences] = useState<GolfPreferences>(defaultGolfPreferences);
  const [choices, setChoices] = useState(initialNotificationChoices);
  // Until the golfer types one, the address is the account's, known once the session is.
  const shownChoices = {
    ...choices,
    emailAddress: choices.emailAddress ?? session.user?.email ?? '',
  };
  const [notificationErrors, setNotificationErrors] = useState<NotificationProblems>({});
  const [finishing, setFinishing] = useState(false);
  const [completeOnboarding] = useCompleteOnboardingMutation();
  const locating = useLocationRequest();
  const push = usePushSubscription();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const current = onboardingSteps[step]!;
  const currentText = text.steps[current.name];

  // A new step is announced by moving focus to its title, as a new page would be.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: number) => {
    stepChanged.current = true;
    setStep(target);
  };

  const finish = async (done: number[]) => {
    const data: CompleteOnboardingRequest['data'] = {};
    if (done.includes(1) && locating.location) data.location = locating.location;
    if (done.includes(2)) data.preferences = preferences;
    if (done.includes(3)) {
      const checked = checkedNotifications(shownChoices, push.subscribed);
      if (!checked.notifications) {
        setNotificationErrors(checked.errors);
        const first = Object.keys(checked.errors)[0] as keyof NotificationProblems | undefined;
        if (first) document.getElementById(notificationFieldIds[first])?.focus();
        return;
      }
      data.notifications = checked.notifications;
    }
    setFinishing(true);
    if (signedIn) {
      const result = await completeOnboarding({ completedSteps: done, data });
      const failed = messagesFor(onboardingWizardMessages);
      toast(
        result.error
          ? { title: failed.errorTitle, description: failed.failed, variant: 'destructive' }
          : welcomeToast(result.data),
      );
    } else {
      toast(welcomeToast());
    }
    await navigate('/dashboard');
  };

  const next = () => {
    const done = completed.includes(step) ? completed : [...completed, step];
    setCompleted(done);
    if (step === LAST_ONBOARDING_STEP) void finish(done);
    else goTo(step + 1);
  };
  const skip = () => {
    if (!current.skippable) return;
    if (step === LAST_ONBOARDING_STEP) void finish(completed.filter((index) => index !== step));
    else goTo(step + 1);
  };

  const nextAllowed = step !== 2 || preferencesValid(preferences);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {text.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{text.intro}</Typography>
      </Box>

      {session.status === 'signed-out' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/magic-login">
            {text.signIn}
          </Link>
          {text.afterSignIn}
        </Alert>
      )}

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="onboarding-step-title"
        sx={{ borderRadius: 3, overflow: 'hidden' }}
      >
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {text.stepOf(step + 1, onboardingSteps.length)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {currentText.short}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.round(((step + 1) / onboardingSteps.length) * 100)}
            aria-label={text.progress}
            aria-valuetext={text.progressValue(step + 1, onboardingSteps.length, currentText.title)}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
        </Box>

        <Box sx={{ p: { xs: 2, sm: 3 }, minHeight: 320 }}>
          <Typography
            id="onboarding-step-title"
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="h5"
            sx={{ mb: 2.5, outline: 'none' }}
          >
            {currentText.title}
          </Typography>
          {step === 0 && <WelcomeStep />}
          {step === 1 && <LocationStep locating={locating} />}
          {step === 2 && <PreferencesStep preferences={preferences} onChange={setPreferences} />}
          {step === 3 && (
            <NotificationsStep
              choices={shownChoices}
              onChange={(next) => {
                setChoices(next);
                setNotificationErrors({});
              }}
              errors={notificationErrors}
              push={push}
            />
          )}
        </Box>

        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            px: { xs: 2, sm: 3 },
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            rowGap: 1.5,
          }}
        >
          <Button
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            disabled={step === 0 || finishing}
            onClick={() => goTo(step - 1)}
            sx={thumbButton}
          >
            {text.back}
          </Button>
          <Stack direction="row" spacing={1.5} sx={{ flex: { xs: 2, sm: 'none' } }}>
            {current.skippable && (
              <Button onClick={skip} disabled={finishing} sx={thumbButton}>
                {text.skip}
              </Button>
            )}
            <Button
              variant="contained"
              endIcon={step === LAST_ONBOARDING_STEP ? <CheckIcon /> : <ArrowForwardIcon />}
              disabled={!nextAllowed || finishing}
              onClick={next}
              sx={thumbButton}
            >
              {step === LAST_ONBOARDING_STEP ? text.complete : text.next}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
