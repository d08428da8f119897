import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwipeIcon from '@mui/icons-material/Swipe';
import { useMessages } from '../../../lib/i18n';
import { alertsApi } from '../api/alerts.api';
import { ActiveAlerts } from './ActiveAlerts';
import { AlertForm } from './AlertForm';
import { alertsPageMessages } from './AlertsPage.messages';
import { HowItWorks } from './HowItWorks';

/**
 * /alerts: the form on the left, the golfer's alerts and How It Works on the right. `reach` (how
 * the golfer will be told) shows once they have an alert.
 */
export function AlertsPage({ reach }: { reach?: ReactNode }) {
  const text = useMessages(alertsPageMessages);
  const { data: alerts } = alertsApi.endpoints.getAlerts.useQueryState();
  return (
    <Box>
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, lineHeight: 1.2 }}
        >
          {text.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 640 }}>{text.intro}</Typography>
        {/* On a phone the three-step wizard is easier than one long form. */}
        <Button
          component={RouterLink}
          to="/mobile-alerts"
          variant="outlined"
          startIcon={<SwipeIcon />}
          sx={{ mt: 2, display: { xs: 'inline-flex', md: 'none' } }}
        >
          {text.useWizard}
        </Button>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="alert-form-title"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        >
          <Typography id="alert-form-title" component="h2" variant="h6" sx={{ mb: 2.5 }}>
            {text.formTitle}
          </Typography>
          <AlertForm />
        </Paper>

        <Stack spacing={{ xs: 3, md: 4 }} sx={{ minWidth: 0 }}>
          <ActiveAlerts />
          {alerts && alerts.length > 0 && reach}
          <HowItWorks />
        </Stack>
      </Box>
    </Box>
  );
}
