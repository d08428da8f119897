import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { useNetworkStatus } from '../../../lib/network/network-status-context';
import { useGetEmailAttemptsQuery } from '../api/resilience.api';
import type { TabId } from './ErrorHandlingPage';
import { errorHandlingMessages } from './ErrorHandlingPage.messages';

/** One card per system, each saying where it stands now; a card opens its tab. */
export function SystemSummaries({ onOpen }: { onOpen: (tab: TabId) => void }) {
  const text = useMessages(errorHandlingMessages);
  const network = useNetworkStatus();
  const emails = useGetEmailAttemptsQuery().data ?? [];
  const undelivered = emails.filter(({ status }) => status === 'failed' || status === 'bounced');
  const waiting = network.queue.length;
  const cards: { tab: TabId; status: string }[] = [
    {
      tab: 'network',
      status: `${network.online ? text.online : text.offline} · ${text.waiting(waiting)}`,
    },
    { tab: 'auth', status: text.authStatus },
    {
      tab: 'email',
      status:
        emails.length === 0
          ? text.noEmails
          : text.emailStatus(emails.length - undelivered.length, emails.length),
    },
    { tab: 'forms', status: text.formsStatus },
    { tab: 'social', status: text.socialStatus },
  ];
  return (
    <Box
      component="ul"
      aria-label={text.glance}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {cards.map(({ tab, status }) => (
        <Box component="li" key={tab}>
          <Paper variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
            <ButtonBase
              onClick={() => onOpen(tab)}
              sx={{ p: 1.5, width: '100%', height: '100%', display: 'block', textAlign: 'left' }}
            >
              <Typography sx={{ fontWeight: 700 }}>{text.tabs[tab]}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {status}
              </Typography>
            </ButtonBase>
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
