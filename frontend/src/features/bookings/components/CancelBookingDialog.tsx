import { useState } from 'react';
import { type Booking } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { formatClockTime, formatDay } from '../../../lib/format';
import { messagesFor, Name, Sentence, useMessages } from '../../../lib/i18n';
import { useConfirmBookingCancelledMutation } from '../api/bookings.api';
import { errorText } from '../error-text';
import { cancelBookingMessages } from './CancelBookingDialog.messages';

/**
 * Cancelling a booked tee time: the courses' platforms take cancellations from the golfer only,
 * so the golfer cancels on the course's page (or by phone) and then tells TeeWatch, which checks
 * with the platform before it marks the booking cancelled (docs/bookings.md, "Cancelling").
 */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const text = useMessages(cancelBookingMessages);
  const [confirm, { isLoading, error }] = useConfirmBookingCancelledMutation();
  const [tried, setTried] = useState(false);
  const { toast } = useToast();
  const titleId = `cancel-${booking.id}-title`;
  const day = formatDay(booking.date);
  const time = formatClockTime(booking.time);

  const confirmCancelled = async () => {
    setTried(true);
    const answer = await confirm(booking.id);
    if (answer.error) return;
    toast({
      title: messagesFor(cancelBookingMessages).cancelledTitle,
      description: answer.data.message,
      variant: 'success',
    });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            <Sentence
              text={(course, confirmation) =>
                booking.confirmationNumber
                  ? text.summaryWithConfirmation(course, day, time, confirmation)
                  : text.summary(course, day, time)
              }
              values={[
                <Name key="course">{booking.courseName}</Name>,
                <Name key="confirmation">{booking.confirmationNumber}</Name>,
              ]}
            />
          </Typography>
          <Typography variant="body2">{text.howToCancel}</Typography>
          {booking.coursePage && (
            <Button
              component="a"
              href={booking.coursePage}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              endIcon={<OpenInNewIcon aria-hidden="true" />}
            >
              {text.coursePage}
            </Button>
          )}
          {tried && error && <Alert severity="error">{errorText(error, text.errors)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {text.keep}
        </Button>
        <SubmitButton
          submitting={isLoading}
          size="medium"
          type="button"
          onClick={() => void confirmCancelled()}
        >
          {text.cancelled}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
