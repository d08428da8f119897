import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { PushNotificationControls } from '../../../components/PushNotificationControls';
import { SubmitButton } from '../../../components/SubmitButton';
import { useMessages } from '../../../lib/i18n';
import { usePushSubscription } from '../../../lib/push/usePushSubscription';
import type { WizardValues } from '../alerts.wizard';
import { wizardMessages } from './MobileAlertWizard.messages';
import { WizardSummary } from './WizardSummary';

export interface WizardCreateError {
  message: string;
  /** Field messages from the server, labelled for people ("Date: ..."). */
  details: string[];
}

/** Step 3: push for this browser, the summary and Create Alert. */
export function WizardAlertsStep({
  values,
  canCreate,
  creating,
  createError,
  onCreate,
}: {
  values: WizardValues;
  canCreate: boolean;
  creating: boolean;
  createError: WizardCreateError | null;
  onCreate: () => void;
}) {
  const text = useMessages(wizardMessages);
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
          {text.push}
        </Typography>
        <PushNotificationControls push={push} />
      </Box>

      <WizardSummary values={values} />

      {createError && (
        <Alert severity="error">
          <AlertTitle>{text.failed}</AlertTitle>
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

      <SubmitButton
        submitting={creating}
        disabled={!canCreate}
        onClick={onCreate}
        icon={<NotificationsActiveIcon />}
      >
        {text.create}
      </SubmitButton>
    </Box>
  );
}
