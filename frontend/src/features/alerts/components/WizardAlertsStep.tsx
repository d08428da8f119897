import { Link as RouterLink } from 'react-router';
import type { Alert as TeeTimeAlert } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { PushNotificationControls } from '../../../components/PushNotificationControls';
import { SubmitButton } from '../../../components/SubmitButton';
import { usePushSubscription } from '../../../lib/push/usePushSubscription';
import { formatDay } from '../alerts.format';
import type { WizardValues } from '../alerts.wizard';
import { WizardSummary } from './WizardSummary';

export interface WizardCreateError {
  message: string;
  /** Field messages from the server, labelled for people ("Date: ..."). */
  details: string[];
}

/** Step 3: push for this browser, the summary and Create Alert, then what was created. */
export function WizardAlertsStep({
  values,
  canCreate,
  creating,
  created,
  createError,
  onCreate,
  onStartOver,
}: {
  values: WizardValues;
  canCreate: boolean;
  creating: boolean;
  created: TeeTimeAlert | null;
  createError: WizardCreateError | null;
  onCreate: () => void;
  onStartOver: () => void;
}) {
  const push = usePushSubscription();

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="wizard-push-title">
        <Typography
          id="wizard-push-title"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          Push notifications
        </Typography>
        <PushNotificationControls push={push} />
      </Box>

      <WizardSummary values={values} created={created} />

      {createError && (
        <Alert severity="error">
          <AlertTitle>Failed to create alert</AlertTitle>
          {createError.message}
          {createError.details.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {createError.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}

      {created ? (
        <Alert severity={created.locationFallback ? 'warning' : 'success'}>
          <AlertTitle>Alert Created!</AlertTitle>
          {created.locationFallback
            ? `We could not find “${created.location}”, so this alert watches the courses around Denver, CO instead.`
            : `We'll tell you the moment a tee time opens near ${created.location} on ${formatDay(created.date)}.`}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
            <Button component={RouterLink} to="/alerts" variant="contained" size="small">
              View My Alerts
            </Button>
            <Button variant="outlined" size="small" color="inherit" onClick={onStartOver}>
              Create Another Alert
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SubmitButton
          submitting={creating}
          disabled={!canCreate}
          onClick={onCreate}
          icon={<NotificationsActiveIcon />}
        >
          Create Alert
        </SubmitButton>
      )}
    </Box>
  );
}
