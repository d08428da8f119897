import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type Booking,
  defaultSearchPreferences,
  type Optimization,
  type OptimizerStats,
} from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import { RetryAlert } from '../../../../components/RetryAlert';
import { SectionCard } from '../../../../components/SectionCard';
import { SubmitButton } from '../../../../components/SubmitButton';
import { useToast } from '../../../../components/toast/useToast';
import { apiErrorMessage } from '../../../../lib/api-error';
import { formatCount, todayInDenver } from '../../../../lib/format';
import { messagesFor, useMessages } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session';
import { useGetBookingTermsQuery } from '../../api/bookings.api';
import {
  useExecuteOptimizationMutation,
  useGetOptimizerStatsQuery,
  useOptimizeQuery,
  useQueueOptimizationMutation,
} from '../../api/one-click-booking.api';
import { AddToCalendarButton } from '../AddToCalendarButton';
import { BookingOutcome } from '../BookingOutcome';
import { AutoBookQueueCard } from './AutoBookQueueCard';
import { oneClickBookingMessages } from './OneClickBookingPage.messages';
import { type OptimizerSearch, PreferencesPanel } from './PreferencesPanel';
import { AlternativeOptions, RecommendationCard } from './RecommendationCard';

const STATS_REFRESH_MS = 30_000;
/** Sliders move in steps: analyse once the golfer pauses, not at every step. */
const SETTLE_MS = 300;

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * /one-click-booking: TeeWatch ranks the open tee times of a day for the golfer's preferences,
 * explains its top pick, and books it at the course's platform in one click (docs/bookings.md).
 */
export function OneClickBookingPage() {
  const text = useMessages(oneClickBookingMessages);
  const today = todayInDenver();
  const [search, setSearch] = useState<OptimizerSearch>({
    date: addDays(today, 1),
    area: 'denver',
    preferences: defaultSearchPreferences,
  });
  const settled = useSettled(search);
  const analysis = useOptimizeQuery({
    teeTimes: [],
    date: settled.date,
    preferences: settled.preferences,
  });
  const stats = useGetOptimizerStatsQuery(undefined, { pollingInterval: STATS_REFRESH_MS });

  const optimizations = analysis.data?.optimizations ?? [];
  const [top, ...rest] = optimizations;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <BoltIcon color="primary" fontSize="large" aria-hidden="true" />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {text.title}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text.intro}</Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <PreferencesPanel search={search} today={today} onChange={setSearch} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3} aria-live="polite" aria-busy={analysis.isFetching}>
            {analysis.isLoading || (analysis.isFetching && !analysis.data) ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
                <CircularProgress size={28} aria-hidden="true" />
                <Typography>{text.finding}</Typography>
              </Stack>
            ) : analysis.error ? (
              <RetryAlert onRetry={() => void analysis.refetch()}>
                {apiErrorMessage(analysis.error)}
              </RetryAlert>
            ) : analysis.data?.considered === 0 ? (
              <EmptyState
                {...text.noTeeTimes}
                onAction={() => setSearch({ ...search, date: addDays(search.date, 1) })}
              />
            ) : (
              <>
                <StatsCard stats={stats.data} />
                {top ? (
                  <TopRecommendation optimization={top} />
                ) : (
                  <EmptyState
                    {...text.noOptimalBookings}
                    onAction={() => void analysis.refetch()}
                  />
                )}
                <AlternativeOptions optimizations={rest.slice(0, 3)} />
              </>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}

function TopRecommendation({ optimization }: { optimization: Optimization }) {
  const text = useMessages(oneClickBookingMessages);
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const terms = useGetBookingTermsQuery(optimization.teeTime.id, { skip: !signedIn });
  const [execute, { isLoading: booking }] = useExecuteOptimizationMutation();
  const [queue, { isLoading: queueing }] = useQueueOptimizationMutation();
  const [booked, setBooked] = useState<Booking | null>(null);
  const { toast } = useToast();

  const book = async () => {
    const answer = await execute(optimization.id);
    const texts = messagesFor(oneClickBookingMessages);
    if (answer.error) {
      toast({
        title: texts.bookingErrorTitle,
        description: texts.bookingErrorText,
        variant: 'destructive',
      });
    } else if (!answer.data.success) {
      toast({
        title: texts.bookingFailedTitle,
        description: answer.data.message,
        variant: 'destructive',
      });
    } else {
      setBooked(answer.data.booking);
      const status = answer.data.booking?.status;
      toast({
        title: status === 'booked' ? texts.bookedTitle : texts.finishAtCourseTitle,
        description: answer.data.message,
        variant: status === 'booked' ? 'success' : 'default',
      });
    }
  };

  const queueForAutoBook = async () => {
    const answer = await queue({ optimization, autoExecute: true });
    // A queue that fails says nothing: the queue card below shows what is queued already.
    if (answer.data) {
      toast({
        title: messagesFor(oneClickBookingMessages).queuedTitle,
        description: answer.data.message,
        variant: 'success',
      });
    }
  };

  const queueAction = signedIn && optimization.bookingStrategy !== 'immediate' && (
    <SubmitButton
      submitting={queueing}
      onClick={() => void queueForAutoBook()}
      type="button"
      variant="outlined"
    >
      {text.queueForAutoBook}
    </SubmitButton>
  );

  const bookAction = signedIn ? (
    <SubmitButton submitting={booking} onClick={() => void book()} type="button">
      {text.bookNow}
    </SubmitButton>
  ) : (
    <Button
      component={RouterLink}
      to="/login?redirect=/one-click-booking"
      variant="contained"
      size="large"
    >
      {text.signInToBook}
    </Button>
  );

  return (
    <>
      <RecommendationCard
        optimization={optimization}
        cancellationTerms={terms.data?.cancellationTerms}
        bookAction={bookAction}
        queueAction={queueAction}
      />
      {booked && (
        <Box>
          <BookingOutcome booking={booked} />
          {booked.status === 'booked' && (
            <Stack direction="row" spacing={1.5} sx={{ mt: 1.5 }}>
              <AddToCalendarButton bookingId={booked.id} />
              <Button component={RouterLink} to="/dashboard#my-bookings">
                {text.myBookings}
              </Button>
            </Stack>
          )}
        </Box>
      )}
      {signedIn && <AutoBookQueueCard />}
    </>
  );
}

function StatsCard({ stats }: { stats: OptimizerStats | undefined }) {
  const text = useMessages(oneClickBookingMessages).stats;
  const figures = [
    {
      label: text.activeOptimizations,
      value: stats ? formatCount(stats.activeOptimizations) : '–',
    },
    { label: text.queuedBookings, value: stats ? formatCount(stats.queueLength) : '–' },
    // With no booking ended, or no recommendation made, 0% and 0/100 would read as failures.
    {
      label: text.successRate,
      value: stats?.bookingsFinished ? text.percent(Math.round(stats.successRate * 100)) : '–',
    },
    {
      label: text.averageScore,
      value: stats?.activeOptimizations
        ? text.score(Math.round(stats.avgOptimizationScore * 100))
        : '–',
    },
  ];
  return (
    <SectionCard titleId="optimizer-stats-title" title={text.title}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 2,
          m: 0,
        }}
      >
        {figures.map((figure) => (
          <div key={figure.label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
              {figure.value}
            </Typography>
          </div>
        ))}
      </Box>
    </SectionCard>
  );
}

interface EmptyStateProps {
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}

function EmptyState({ title, text, action, onAction }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', my: 1.5 }}>{text}</Typography>
      <Button variant="contained" onClick={onAction}>
        {action}
      </Button>
    </Paper>
  );
}
