import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import WifiIcon from '@mui/icons-material/Wifi';
import { SectionCard } from '../../../components/SectionCard';
import type { ConnectionQuality } from '../../../lib/network/connection-quality';
import type { OfflineActionType } from '../../../lib/network/offline-actions';
import { useNetworkStatus } from '../../../lib/network/network-status-context';

const qualityLabels: Record<
  ConnectionQuality,
  { label: string; color: 'success' | 'info' | 'warning' | 'error' }
> = {
  excellent: { label: 'Excellent', color: 'success' },
  good: { label: 'Good', color: 'info' },
  poor: { label: 'Poor', color: 'warning' },
  offline: { label: 'Offline', color: 'error' },
};

const actionLabels: Record<OfflineActionType, string> = {
  'form-submit': 'Form submission',
  search: 'Tee-time search',
  booking: 'Booking request',
};

const clock = (at: number) =>
  new Date(at).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Connection status, its quality (read every 30 s) and the actions waiting to be sent
 * (docs/offline.md).
 */
export function NetworkPanel() {
  const network = useNetworkStatus();
  const quality = qualityLabels[network.quality];
  const { effectiveType, downlink } = network.connection;

  return (
    <Stack spacing={3}>
      <SectionCard titleId="connection-title" title="Connection">
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Chip
            icon={network.online ? <WifiIcon /> : <CloudOffIcon />}
            label={network.online ? 'Online' : 'Offline'}
            color={network.online ? 'success' : 'error'}
          />
          <Typography>
            Connection quality: <strong>{quality.label}</strong>
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {effectiveType || downlink !== undefined
            ? `Network type ${effectiveType ?? 'unknown'}, about ${downlink ?? 0} Mb/s. `
            : 'This browser does not report its network type. '}
          Checked at {clock(network.checkedAt)}; checked again every 30 seconds.
        </Typography>
      </SectionCard>

      <SectionCard titleId="offline-queue-title" title="Waiting to Send">
        {network.queue.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            Nothing is waiting. What you send while offline is kept here and goes out, in order,
            when the connection is back.
          </Typography>
        ) : (
          <List aria-labelledby="offline-queue-title" dense disablePadding>
            {network.queue.map((action) => (
              <ListItem key={action.id} disableGutters divider>
                <ListItemText
                  primary={actionLabels[action.type]}
                  secondary={
                    `Kept at ${clock(action.timestamp)}` +
                    (action.retryCount > 0
                      ? ` · tried ${action.retryCount} ${action.retryCount === 1 ? 'time' : 'times'}, last: ${action.lastError}`
                      : '')
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {network.queue.length > 0 && !network.online && (
          <Alert severity="info" sx={{ mt: 2 }}>
            These go out by themselves when you&apos;re back online.
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<SyncIcon />}
            disabled={!network.online || network.queue.length === 0 || network.replaying}
            onClick={() => void network.replay()}
          >
            {network.replaying ? 'Sending…' : 'Send Now'}
          </Button>
        </Box>
      </SectionCard>
    </Stack>
  );
}
