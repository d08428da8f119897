import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SendIcon from '@mui/icons-material/Send';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { STATS_REFRESH_MS, useGetNotificationStatsQuery } from '../api/notifications.api';
import { notificationStatsMessages } from './NotificationStats.messages';

function StatCard({
  title,
  value,
  text,
  icon,
}: {
  title: string;
  value: ReactNode;
  text: string;
  icon: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          borderRadius: 2,
          flexShrink: 0,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {title}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
          {value}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </Box>
    </Paper>
  );
}

/**
 * Monitoring status, active alerts and notifications sent, refreshed every 30 s
 * (docs/product-rules.md, "Notifications page").
 */
export function NotificationStats() {
  const text = useMessages(notificationStatsMessages);
  const { data, error, isLoading, refetch } = useGetNotificationStatsQuery(undefined, {
    pollingInterval: STATS_REFRESH_MS,
  });

  if (isLoading) {
    return (
      <Box aria-busy="true" aria-label={text.loading} sx={gridSx}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={112} />
        ))}
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.loadFailed(apiErrorMessage(error))}
      </Alert>
    );
  }
  return (
    <Box sx={gridSx}>
      <StatCard
        title={text.monitoring}
        value={data.monitoring ? text.active : text.idle}
        text={data.monitoring ? text.monitoringActive : text.monitoringIdle}
        icon={<MonitorHeartIcon />}
      />
      <StatCard
        title={text.activeAlerts}
        value={formatCount(data.activeAlerts)}
        text={text.activeAlertsText}
        icon={<NotificationsActiveIcon />}
      />
      <StatCard
        title={text.sent}
        value={formatCount(data.totalNotificationsSent)}
        text={text.sentText}
        icon={<SendIcon />}
      />
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
};
