import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { type Booking, errorCodes } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import { formatClockTime, formatDay, formatDollars } from '../../../lib/format';
import type { CallError } from '../../../lib/form/useForm';
import { messagesFor, Name, Sentence, useMessages } from '../../../lib/i18n';
import { useSendOrKeep } from '../../../lib/network/useSendOrKeep';
import { type BookableTeeTime, type GroupBookingTarget } from '../../../lib/tee-time-booking';
import {
  bookingsApi,
  useBookForGroupMutation,
  useBookTeeTimeMutation,
  useGetBookingTermsQuery,
} from '../api/bookings.api';
import { AddToCalendarButton } from './AddToCalendarButton';
import { BookingOutcome } from './BookingOutcome';
import { bookTeeTimeDialogMessages } from './BookTeeTimeDialog.messages';

interface BookTeeTimeDialogProps {
  teeTime: BookableTeeTime;
  /** The party the golfer's alert is for: the first choice of players. */
  players: number;
  /** Booking for a golf group: its spots, once for the whole group. */
  group?: GroupBookingTarget;
  onClose: () => void;
}

/**
 * Books one matched tee time at the course's platform: the course's cancellation terms first,
 * then one click. The key is made when the dialog opens, so a second click or a retry of this
 * booking books nothing twice (docs/bookings.md).
 */
export function BookTeeTimeDialog({ teeTime, players, group, onClose }: BookTeeTimeDialogProps) {
  const text = useMessages(bookTeeTimeDialogMessages);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [party, setParty] = useState(Math.min(players, teeTime.spots, 4));
  const terms = useGetBookingTermsQuery(teeTime.id);
  const [bookForMe, forMe] = useBookTeeTimeMutation();
  const [bookForGroup, forGroup] = useBookForGroupMutation();
  const booking = forMe.isLoading || forGroup.isLoading;
  const dispatch = useDispatch();
  // The group's card shows who booked once this dialog, with its outcome, is closed.
  const close = () => {
    if (group) dispatch(bookingsApi.util.invalidateTags(['Groups']));
    onClose();
  };
  const [result, setResult] = useState<Booking | null>(null);
  const { toast } = useToast();
  const sendOrKeep = useSendOrKeep();
  const titleId = `book-${teeTime.id}-title`;

  /** For oneself, a booking asked for offline waits for the connection (docs/offline.md). */
  const book = async (): Promise<{ data: Booking } | { error: CallError } | 'kept'> => {
    if (group) {
      return bookForGroup({
        groupId: group.groupId,
        alertId: group.alertId,
        teeTimeId: teeTime.id,
      });
    }
    const request = { teeTimeId: teeTime.id, players: party, idempotencyKey };
    const outcome = await sendOrKeep<Booking>('booking', request, () => bookForMe(request));
    if (outcome.status === 'kept') return 'kept';
    return outcome.status === 'sent' ? { data: outcome.data } : { error: outcome.error };
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await book();
    if (answer === 'kept') {
      close();
      return;
    }
    const { errorTitle, errorText, failedTitle, bookedTitle } =
      messagesFor(bookTeeTimeDialogMessages);
    if ('error' in answer) {
      // Another member booked for the group first: their name is the news. The server's sentence
      // carries the name, so it is shown as the server wrote it.
      const taken = apiErrorCode(answer.error) === errorCodes.groupAlreadyBooked;
      toast({
        title: errorTitle,
        description: taken ? apiErrorMessage(answer.error) : errorText,
        variant: 'destructive',
      });
      if (taken) close();
      return;
    }
    setResult(answer.data);
    if (answer.data.status === 'failed') {
      toast({ title: failedTitle, description: answer.data.message, variant: 'destructive' });
    } else if (answer.data.status === 'booked') {
      toast({ title: bookedTitle, description: answer.data.message, variant: 'success' });
    }
  };

  const course = <Name key="course">{teeTime.courseName}</Name>;
  const day = formatDay(teeTime.date);
  const time = formatClockTime(teeTime.time);
  const price = formatDollars(teeTime.price);
  const spotChoices = Array.from({ length: Math.min(4, teeTime.spots) }, (_, index) => index + 1);

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {group ? text.groupTitle : <Sentence text={text.title} values={[course]} />}
      </DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <BookingOutcome booking={result} />
          </DialogContent>
          <DialogActions>
            {result.status === 'booked' && <AddToCalendarButton bookingId={result.id} />}
            <Button onClick={close} autoFocus>
              {text.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label={text.title(teeTime.courseName)}>
          <DialogContent>
            <Stack spacing={2}>
              <Typography>
                {group ? (
                  <Sentence
                    text={(name) => text.groupSummary(name, day, time, teeTime.holes, price)}
                    values={[course]}
                  />
                ) : (
                  text.summary(day, time, teeTime.holes, price)
                )}
              </Typography>
              {group ? (
                <Typography>
                  {text.groupShare(group.spots, formatDollars(teeTime.price * group.spots))}
                </Typography>
              ) : (
                <TextField
                  select
                  label={text.players}
                  value={party}
                  onChange={(event) => setParty(Number(event.target.value))}
                  autoFocus
                >
                  {spotChoices.map((count) => (
                    <MenuItem key={count} value={count}>
                      {count}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <div>
                <Typography variant="subtitle2" component="h3">
                  {text.cancellationPolicy}
                </Typography>
                {terms.isLoading ? (
                  <Skeleton aria-label={text.loadingPolicy} />
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {terms.data?.cancellationTerms ?? text.noCancellationTerms}
                  </Typography>
                )}
              </div>
              {terms.data?.golferBooksThemselves && (
                <Alert severity="info">{text.golferBooksThemselves}</Alert>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.booksWith}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={booking}>
              {text.cancel}
            </Button>
            <SubmitButton submitting={booking} size="medium">
              {text.bookNow}
            </SubmitButton>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
