import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Alert as TeeTimeAlert } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Name, Sentence, useMessages } from '../../../lib/i18n';
import { formatDay } from '../alerts.format';
import { useGetAlertsQuery } from '../api/alerts.api';
import { AlertCard } from './AlertCard';
import { wizardDoneMessages } from './WizardDone.messages';

/**
 * Where the wizard ends: the alert just made, as the alerts page shows it (its matches, pause,
 * delete), kept current by the alerts list, and what to do next.
 */
export function WizardDone({
  created,
  onStartOver,
}: {
  created: TeeTimeAlert;
  onStartOver: () => void;
}) {
  const text = useMessages(wizardDoneMessages);
  const { data: alerts, isSuccess } = useGetAlertsQuery();
  const current = alerts?.find((alert) => alert.id === created.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="wizard-done-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}
    >
      <Typography
        id="wizard-done-title"
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ outline: 'none' }}
      >
        {text.title}
      </Typography>
      <Alert severity={created.locationFallback ? 'warning' : 'success'}>
        <Sentence
          text={(place) =>
            created.locationFallback
              ? text.fallback(place)
              : text.watching(place, formatDay(created.date))
          }
          values={[<Name key="name">{created.location}</Name>]}
        />
      </Alert>
      {isSuccess && !current ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.deleted}</Typography>
      ) : (
        <Box component="ul" aria-label={text.newAlert} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <AlertCard alert={current ?? created} />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to="/alerts" variant="contained">
          {text.viewAlerts}
        </Button>
        <Button variant="outlined" onClick={onStartOver}>
          {text.createAnother}
        </Button>
      </Stack>
    </Paper>
  );
}
