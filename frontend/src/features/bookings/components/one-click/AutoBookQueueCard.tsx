import { type AutoBookingStatus } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../components/toast/useToast';
import { apiErrorMessage } from '../../../../lib/api-error';
import { formatClockTime, formatDay } from '../../../../lib/format';
import { messagesFor, Name, Sentence, useMessages } from '../../../../lib/i18n';
import {
  useCancelAutoBookingMutation,
  useGetAutoBookingsQuery,
  useSetAutoBookingPausedMutation,
} from '../../api/one-click-booking.api';
import { SectionCard } from '../../../../components/SectionCard';
import { errorText } from '../../error-text';
import { autoBookQueueMessages } from './AutoBookQueueCard.messages';

const statusColor: Record<AutoBookingStatus, 'success' | 'info' | 'warning' | 'default'> = {
  waiting: 'info',
  paused: 'warning',
  booking: 'info',
  booked: 'success',
  cancelled: 'default',
};

/** The toast each change of an automatic booking ends with. */
type Done = 'paused' | 'resumed' | 'cancelled';

/** The golfer's automatic bookings, with pause, resume and cancel while they wait. */
export function AutoBookQueueCard() {
  const text = useMessages(autoBookQueueMessages);
  const { data: queued, error } = useGetAutoBookingsQuery(undefined, {
    // The agent books on its own: keep the statuses current while the page is open.
    pollingInterval: 30_000,
  });
  const [setPaused] = useSetAutoBookingPausedMutation();
  const [cancel] = useCancelAutoBookingMutation();
  const { toast } = useToast();
  const live = (queued ?? []).filter((each) => each.status !== 'cancelled');
  if (!error && live.length === 0) return null;

  const act = async (work: Promise<{ error?: unknown }>, done: Done) => {
    const answer = await work;
    const texts = messagesFor(autoBookQueueMessages);
    if (answer.error) {
      toast({
        title: texts.notChanged,
        description: errorText(answer.error, texts.errors),
        variant: 'destructive',
      });
    } else {
      toast({ title: texts[done], variant: 'success' });
    }
  };

  return (
    <SectionCard titleId="auto-book-queue-title" title={text.title}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {text.intro}
      </Typography>
      {error && <Alert severity="error">{apiErrorMessage(error)}</Alert>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {live.map((each) => (
          <Box
            component="li"
            key={each.id}
            aria-label={text.itemLabel(each.courseName, formatDay(each.date))}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', gap: 1 }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>
                  <Sentence
                    text={(course) =>
                      text.teeTime(course, formatDay(each.date), formatClockTime(each.time))
                    }
                    values={[<Name key="course">{each.courseName}</Name>]}
                  />
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text.players(each.players)}
                  {each.message ? ` · ${each.message}` : ''}
                </Typography>
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Chip
                  size="small"
                  label={text.status[each.status]}
                  color={statusColor[each.status]}
                />
                {(each.status === 'waiting' || each.status === 'paused') && (
                  <>
                    <Button
                      size="small"
                      onClick={() =>
                        void act(
                          setPaused({ id: each.id, paused: each.status === 'waiting' }),
                          each.status === 'waiting' ? 'paused' : 'resumed',
                        )
                      }
                    >
                      {each.status === 'waiting' ? text.pause : text.resume}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void act(cancel(each.id), 'cancelled')}
                    >
                      {text.cancel}
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
