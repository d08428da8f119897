import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { ACTIVE_ALERTS_SHOWN } from '../alerts.constants';
import { alertErrorText } from '../alerts.errors';
import { alertsApi, useGetAlertsQuery } from '../api/alerts.api';
import { activeAlertsMessages } from './ActiveAlerts.messages';
import { AlertCard } from './AlertCard';
import { RetryAlert } from '../../../components/RetryAlert';

/** How often the list refreshes: soon while an alert waits for its first check, else calmly. */
const FIRST_CHECK_REFRESH_MS = 3_000;
const REFRESH_MS = 30_000;

/**
 * The golfer's newest alerts (up to 3) and how many more there are (docs/product-rules.md,
 * "Alert form"). Matches and "Checked N minutes ago" stay current while the page is open.
 */
export function ActiveAlerts() {
  const text = useMessages(activeAlertsMessages);
  // The panel shows the newest three; every alert stays one click away.
  const [showAll, setShowAll] = useState(false);
  // What the list last said decides how soon to ask again.
  const { data: known } = alertsApi.endpoints.getAlerts.useQueryState();
  const waitingForFirstCheck = known?.some(
    (alert) => alert.status === 'active' && alert.lastCheckedAt === null,
  );
  const {
    data: alerts,
    error,
    isLoading,
    refetch,
  } = useGetAlertsQuery(undefined, {
    pollingInterval: waitingForFirstCheck === false ? REFRESH_MS : FIRST_CHECK_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });

  let content;
  if (isLoading) {
    content = (
      <Box aria-busy="true" aria-label={text.loading} sx={{ display: 'grid', gap: 1.5 }}>
        <Skeleton variant="rounded" height={132} />
        <Skeleton variant="rounded" height={132} />
      </Box>
    );
  } else if (error) {
    content = (
      <RetryAlert onRetry={() => void refetch()}>
        {text.loadFailed(alertErrorText(error))}
      </RetryAlert>
    );
  } else if (!alerts || alerts.length === 0) {
    content = (
      <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
        {text.empty}
      </Typography>
    );
  } else {
    const sorted = [...alerts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const shown = showAll ? sorted : sorted.slice(0, ACTIVE_ALERTS_SHOWN);
    const more = alerts.length - shown.length;
    content = (
      <>
        <Box
          component="ul"
          aria-labelledby="active-alerts-title"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'minmax(0, 1fr)',
          }}
        >
          {shown.map((alert) => (
            <AlertCard key={alert.id} alert={alert} />
          ))}
        </Box>
        {alerts.length > ACTIVE_ALERTS_SHOWN && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1.5 }}
          >
            {more > 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.notShown(more)}
              </Typography>
            )}
            <Button size="small" onClick={() => setShowAll((all) => !all)}>
              {showAll ? text.showNewest(ACTIVE_ALERTS_SHOWN) : text.showAll(alerts.length)}
            </Button>
          </Stack>
        )}
      </>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="active-alerts-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="active-alerts-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {text.title}
      </Typography>
      {content}
    </Paper>
  );
}
