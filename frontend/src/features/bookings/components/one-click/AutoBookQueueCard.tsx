import { type AutoBookingStatus } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../components/toast/useToast';
import { apiErrorMessage } from '../../../../lib/api-error';
import { formatClockTime, formatDay, plural } from '../../../../lib/format';
import {
  useCancelAutoBookingMutation,
  useGetAutoBookingsQuery,
  useSetAutoBookingPausedMutation,
} from '../../api/one-click-booking.api';
import { SectionCard } from '../../../../components/SectionCard';

const statusLabel: Record<
  AutoBookingStatus,
  { label: string; color: 'success' | 'info' | 'warning' | 'default' }
> = {
  waiting: { label: 'Watching', color: 'info' },
  paused: { label: 'Paused', color: 'warning' },
  booking: { label: 'Booking…', color: 'info' },
  booked: { label: 'Booked', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** The golfer's automatic bookings, with pause, resume and cancel while they wait. */
export function AutoBookQueueCard() {
  const { data: queued, error } = useGetAutoBookingsQuery(undefined, {
    // The agent books on its own: keep the statuses current while the page is open.
    pollingInterval: 30_000,
  });
  const [setPaused] = useSetAutoBookingPausedMutation();
  const [cancel] = useCancelAutoBookingMutation();
  const { toast } = useToast();
  const live = (queued ?? []).filter((each) => each.status !== 'cancelled');
  if (!error && live.length === 0) return null;

  const act = async (work: Promise<{ error?: unknown }>, done: string) => {
    const answer = await work;
    if (answer.error) {
      toast({
        title: 'Not Changed',
        description: apiErrorMessage(answer.error),
        variant: 'destructive',
      });
    } else {
      toast({ title: done, variant: 'success' });
    }
  };

  return (
    <SectionCard titleId="auto-book-queue-title" title="Auto-Book Queue">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        TeeWatch books each the moment its tee time, or one that fits as well that day, is open.
      </Typography>
      {error && <Alert severity="error">{apiErrorMessage(error)}</Alert>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {live.map((each) => (
          <Box
            component="li"
            key={each.id}
            aria-label={`${each.courseName}, ${formatDay(each.date)}`}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', gap: 1 }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>
                  {each.courseName} · {formatDay(each.date)} at {formatClockTime(each.time)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {plural(each.players, 'player', 'players')}
                  {each.message ? ` · ${each.message}` : ''}
                </Typography>
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Chip
                  size="small"
                  label={statusLabel[each.status].label}
                  color={statusLabel[each.status].color}
                />
                {(each.status === 'waiting' || each.status === 'paused') && (
                  <>
                    <Button
                      size="small"
                      onClick={() =>
                        void act(
                          setPaused({ id: each.id, paused: each.status === 'waiting' }),
                          each.status === 'waiting' ? 'Auto-Book Paused' : 'Auto-Book Resumed',
                        )
                      }
                    >
                      {each.status === 'waiting' ? 'Pause' : 'Resume'}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void act(cancel(each.id), 'Auto-Book Cancelled')}
                    >
                      Cancel
                    </Button>
                  </>
                )}
              </Stack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
