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
import { useMessages } from '../../../lib/i18n';
import { EmailStatusPanel } from './EmailStatusPanel';
import { FormDemo } from './FormDemo';
import { SystemSummaries } from './SystemSummaries';
import { NetworkPanel } from './NetworkPanel';
import { QuickSearchCard } from './QuickSearchCard';
import { errorHandlingMessages } from './ErrorHandlingPage.messages';

const tabs = ['network', 'auth', 'email', 'forms', 'social'] as const;
export type TabId = (typeof tabs)[number];

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
  const text = useMessages(errorHandlingMessages);
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
          {text.back}
        </Button>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {text.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label={text.productionReady} color="success" size="small" />
          <Chip label={text.systems(tabs.length)} size="small" />
        </Stack>
        <Typography sx={{ color: 'text.secondary' }}>{text.intro}</Typography>
      </Stack>
      <SystemSummaries onOpen={setTab} />
      <Tabs
        value={tab}
        onChange={(_, next: TabId) => setTab(next)}
        aria-label={text.tabsLabel}
        sx={{ mb: 3 }}
      >
        {tabs.map((id) => (
          <Tab
            key={id}
            value={id}
            label={text.tabs[id]}
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
          />
        ))}
      </Tabs>
      {tabs.map((id) => (
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
