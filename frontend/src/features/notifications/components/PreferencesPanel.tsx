import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n';
import type { PushSubscriptionControls } from '../../../lib/push/usePushSubscription';
import { useGetContactsQuery, useGetNotificationPreferencesQuery } from '../api/notifications.api';
import { ContactsSection } from './ContactsSection';
import { PREFERENCES_PANEL_ID } from './NotificationActions';
import { PreferencesForm } from './PreferencesForm';
import { preferencesPanelMessages } from './PreferencesPanel.messages';

/**
 * The Settings panel (docs/product-rules.md, "Notifications page"): channels, frequency, quiet
 * hours, and verified contacts.
 */
export function PreferencesPanel({ push }: { push: PushSubscriptionControls }) {
  const text = useMessages(preferencesPanelMessages);
  const preferences = useGetNotificationPreferencesQuery();
  const contacts = useGetContactsQuery();
  const verified = (kind: 'email' | 'phone') =>
    (contacts.data ?? []).some((contact) => contact.kind === kind && contact.verified);

  let form;
  if (preferences.isLoading) {
    form = (
      <Box aria-busy="true" aria-label={text.loading}>
        <Skeleton variant="rounded" height={280} />
      </Box>
    );
  } else if (preferences.error || !preferences.data) {
    form = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void preferences.refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.loadFailed(apiErrorMessage(preferences.error))}
      </Alert>
    );
  } else {
    form = (
      <PreferencesForm
        // A fresh answer from the server starts the form over from what is stored.
        key={JSON.stringify(preferences.data)}
        saved={preferences.data}
        push={push}
        hasVerifiedEmail={verified('email')}
        hasVerifiedPhone={verified('phone')}
      />
    );
  }

  return (
    <Paper
      id={PREFERENCES_PANEL_ID}
      component="section"
      variant="outlined"
      aria-labelledby="preferences-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="preferences-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {text.title}
      </Typography>
      {form}
      <Divider sx={{ my: 3 }} />
      <ContactsSection />
    </Paper>
  );
}
