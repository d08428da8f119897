import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmailStatusPanel } from './EmailStatusPanel';
import { FormDemo } from './FormDemo';
import { SystemSummaries } from './SystemSummaries';
import { NetworkPanel } from './NetworkPanel';
import { QuickSearchCard } from './QuickSearchCard';

const tabs = [
  { id: 'network', label: 'Network' },
  { id: 'auth', label: 'Auth' },
  { id: 'email', label: 'Email' },
  { id: 'forms', label: 'Forms' },
  { id: 'social', label: 'Social' },
] as const;
export type TabId = (typeof tabs)[number]['id'];

/**
 * /error-handling (docs/offline.md): how TeeWatch keeps working on a bad connection, shown with
 * real data; Network is the first tab. The sign-in recovery and social sign-in panels come from
 * the auth feature (composed by the route).
 */
export function ErrorHandlingPage({
  authPanel,
  socialPanel,
}: {
  authPanel: ReactNode;
  socialPanel: ReactNode;
}) {
  const [tab, setTab] = useState<TabId>('network');
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack component="header" spacing={2} sx={{ mb: 3 }}>
        <Button
          component={RouterLink}
          to="/"
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Back to Home
        </Button>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          Error Handling &amp; Recovery
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="Production Ready" color="success" size="small" />
          <Chip label={`${tabs.length} Systems`} size="small" />
        </Stack>
        <Typography sx={{ color: 'text.secondary' }}>
          How TeeWatch keeps working on a mountain connection: what it knows about the network, and
          what it keeps for you until the connection is back.
        </Typography>
      </Stack>
      <SystemSummaries onOpen={setTab} />
      <Tabs
        value={tab}
        onChange={(_, next: TabId) => setTab(next)}
        aria-label="Systems"
        sx={{ mb: 3 }}
      >
        {tabs.map(({ id, label }) => (
          <Tab key={id} value={id} label={label} id={`tab-${id}`} aria-controls={`panel-${id}`} />
        ))}
      </Tabs>
      {tabs.map(({ id }) => (
        <Box
          key={id}
          role="tabpanel"
          id={`panel-${id}`}
          aria-labelledby={`tab-${id}`}
          hidden={tab !== id}
        >
          {tab === id && id === 'network' && (
            <Stack spacing={3}>
              <NetworkPanel />
              <QuickSearchCard />
            </Stack>
          )}
          {tab === id && id === 'auth' && authPanel}
          {tab === id && id === 'email' && <EmailStatusPanel />}
          {tab === id && id === 'forms' && <FormDemo />}
          {tab === id && id === 'social' && socialPanel}
        </Box>
      ))}
    </Box>
  );
}
