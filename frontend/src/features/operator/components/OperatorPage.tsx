import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorCodes } from '@teewatch/contracts/error-codes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import { formatTimeWithSeconds } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { OVERVIEW_POLL_MS, useGetOperatorOverviewQuery } from '../api/operator.api';
import { BookingsSection } from './BookingsSection';
import { DeliverySection } from './DeliverySection';
import { operatorPageMessages } from './OperatorPage.messages';
import { OutboxSection } from './OutboxSection';
import { PlatformsSection } from './PlatformsSection';
import { QueuesSection } from './QueuesSection';

/** The page's own address, where signing in comes back to. */
const SIGN_IN = `/login?redirect=${encodeURIComponent('/operator')}`;

/** 403 FORBIDDEN: signed in, but the account is not an operator's (role admin). */
function isForbidden(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return (
    error !== undefined &&
    'status' in error &&
    error.status === 403 &&
    apiErrorCode(error) === errorCodes.forbidden
  );
}

function OperatorsOnly() {
  const text = useMessages(operatorPageMessages).forbidden;
  return (
    <SectionCard titleId="operator-forbidden-title" title={text.title}>
      <Typography sx={{ mb: 2 }}>{text.body}</Typography>
      <Button
        component={RouterLink}
        to="/dashboard"
        variant="outlined"
        startIcon={<DashboardIcon />}
      >
        {text.dashboard}
      </Button>
    </SectionCard>
  );
}

function ConsoleLoading() {
  const text = useMessages(operatorPageMessages);
  return (
    <Stack spacing={3} aria-busy="true" aria-label={text.loading}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={160} />
      ))}
    </Stack>
  );
}

/** The overview, asked for again every 3 s; an account that is not an operator's is told so. */
function OperatorConsole() {
  const text = useMessages(operatorPageMessages);
  // A refusal will not change by asking again: polling stops until the page is opened anew.
  const [refused, setRefused] = useState(false);
  const { data, error, isLoading, refetch } = useGetOperatorOverviewQuery(undefined, {
    pollingInterval: refused ? 0 : OVERVIEW_POLL_MS,
  });
  const forbidden = isForbidden(error);
  if (forbidden !== refused) setRefused(forbidden);

  if (forbidden) return <OperatorsOnly />;
  if (isLoading) return <ConsoleLoading />;
  if (!data) {
    return (
      <RetryAlert onRetry={() => void refetch()}>
        {text.loadFailed(apiErrorMessage(error))}
      </RetryAlert>
    );
  }
  return (
    <Stack spacing={3}>
      <Box>
        <Typography sx={{ color: 'text.secondary' }}>{text.intro}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {text.updated(formatTimeWithSeconds(data.generatedAt))}
        </Typography>
      </Box>
      {error && <Alert severity="warning">{text.stale(apiErrorMessage(error))}</Alert>}
      <QueuesSection queues={data.queues} />
      <PlatformsSection platforms={data.platforms} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <DeliverySection channels={data.channels} />
        <BookingsSection bookings={data.bookings} />
        <OutboxSection outbox={data.outbox} />
      </Box>
    </Stack>
  );
}

/**
 * /operator (docs/operations.md): what the system is doing, live, for operators (role admin).
 * Nobody signed in goes to sign in and comes back here.
 */
export function OperatorPage() {
  const text = useMessages(operatorPageMessages);
  const { status } = useSession();
  if (status === 'checking') return <PageLoading />;
  if (status === 'signed-out') return <Navigate to={SIGN_IN} replace />;
  return (
    <Box>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}
      >
        {text.title}
      </Typography>
      <OperatorConsole />
    </Box>
  );
}
