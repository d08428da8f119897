import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNetworkStatus } from '../../../lib/network/network-status-context';
import { useGetEmailAttemptsQuery } from '../api/resilience.api';
import type { TabId } from './ErrorHandlingPage';

/** One card per system, each saying where it stands now; a card opens its tab. */
export function SystemSummaries({ onOpen }: { onOpen: (tab: TabId) => void }) {
  const network = useNetworkStatus();
  const emails = useGetEmailAttemptsQuery().data ?? [];
  const undelivered = emails.filter(({ status }) => status === 'failed' || status === 'bounced');
  const waiting = network.queue.length;
  const cards: { tab: TabId; title: string; status: string }[] = [
    {
      tab: 'network',
      title: 'Network',
      status: `${network.online ? 'Online' : 'Offline'} · ${waiting === 0 ? 'nothing waiting' : `${waiting} waiting to send`}`,
    },
    { tab: 'auth', title: 'Auth', status: 'Back in by email, magic link or Google' },
    {
      tab: 'email',
      title: 'Email',
      status:
        emails.length === 0
          ? 'No emails yet'
          : `${emails.length - undelivered.length} of ${emails.length} on their way or delivered`,
    },
    { tab: 'forms', title: 'Forms', status: 'Checked as you type, sent once' },
    { tab: 'social', title: 'Social', status: 'Google, Facebook and GitHub' },
  ];
  return (
    <Box
      component="ul"
      aria-label="Systems at a glance"
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
      {cards.map(({ tab, title, status }) => (
        <Box component="li" key={tab}>
          <Paper variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
            <ButtonBase
              onClick={() => onOpen(tab)}
              sx={{ p: 1.5, width: '100%', height: '100%', display: 'block', textAlign: 'left' }}
            >
              <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
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
