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
import { formatCount } from '../../../lib/format';
import { currentLocale, Sentence, useMessages } from '../../../lib/i18n';
import { useNetworkStatus } from '../../../lib/network/network-status-context';
import type { OfflineAction } from '../../../lib/network/offline-actions';
import { networkMessages } from './NetworkPanel.messages';

/** To the second, in the golfer's language: the checks and the queue change faster than minutes. */
const clock = (at: number) =>
  new Date(at).toLocaleTimeString(currentLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Connection status, its quality (read every 30 s) and the actions waiting to be sent
 * (docs/offline.md).
 */
export function NetworkPanel() {
  const text = useMessages(networkMessages);
  const network = useNetworkStatus();
  const { effectiveType, downlink } = network.connection;
  /** The queue records a failure to connect in these words, an answer as "HTTP 503". */
  const lastError = (action: OfflineAction) =>
    action.lastError === 'Network error' ? text.networkError : (action.lastError ?? '');

  return (
    <Stack spacing={3}>
      <SectionCard titleId="connection-title" title={text.connection}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Chip
            icon={network.online ? <WifiIcon /> : <CloudOffIcon />}
            label={network.online ? text.online : text.offline}
            color={network.online ? 'success' : 'error'}
          />
          <Typography>
            <Sentence
              text={text.quality}
              values={[<strong>{text.qualities[network.quality]}</strong>]}
            />
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {effectiveType || downlink !== undefined
            ? text.networkType(effectiveType ?? text.unknownType, formatCount(downlink ?? 0))
            : text.noNetworkType}{' '}
          {text.checked(clock(network.checkedAt))}
        </Typography>
      </SectionCard>

      <SectionCard titleId="offline-queue-title" title={text.queueTitle}>
        {network.queue.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{text.queueEmpty}</Typography>
        ) : (
          <List aria-labelledby="offline-queue-title" dense disablePadding>
            {network.queue.map((action) => (
              <ListItem key={action.id} disableGutters divider>
                <ListItemText
                  primary={text.actions[action.type]}
                  secondary={
                    action.retryCount > 0
                      ? text.keptAndTried(
                          clock(action.timestamp),
                          action.retryCount,
                          lastError(action),
                        )
                      : text.kept(clock(action.timestamp))
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {network.queue.length > 0 && !network.online && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {text.offlineNote}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<SyncIcon />}
            disabled={!network.online || network.queue.length === 0 || network.replaying}
            onClick={() => void network.replay()}
          >
            {network.replaying ? text.sending : text.sendNow}
          </Button>
        </Box>
      </SectionCard>
    </Stack>
  );
}
