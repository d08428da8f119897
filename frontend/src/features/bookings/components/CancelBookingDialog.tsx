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
import { apiErrorMessage } from '../../../lib/api-error';
import { formatClockTime, formatDay } from '../../../lib/format';
import { useConfirmBookingCancelledMutation } from '../api/bookings.api';

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
  const [confirm, { isLoading, error }] = useConfirmBookingCancelledMutation();
  const [tried, setTried] = useState(false);
  const { toast } = useToast();
  const titleId = `cancel-${booking.id}-title`;

  const confirmCancelled = async () => {
    setTried(true);
    const answer = await confirm(booking.id);
    if (answer.error) return;
    toast({ title: 'Booking Cancelled', description: answer.data.message, variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cancel this tee time</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {booking.courseName}, {formatDay(booking.date)} at {formatClockTime(booking.time)}
            {booking.confirmationNumber && ` · Confirmation ${booking.confirmationNumber}`}
          </Typography>
          <Typography variant="body2">
            Courses take cancellations only from the golfer. Cancel it on the course&apos;s booking
            page or by phone, then tell us here: TeeWatch checks with the course and updates My
            Bookings.
          </Typography>
          {booking.coursePage && (
            <Button
              component="a"
              href={booking.coursePage}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              endIcon={<OpenInNewIcon aria-hidden="true" />}
            >
              Course booking page
            </Button>
          )}
          {tried && error && <Alert severity="error">{apiErrorMessage(error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Keep it
        </Button>
        <SubmitButton
          submitting={isLoading}
          size="medium"
          type="button"
          onClick={() => void confirmCancelled()}
        >
          I&apos;ve cancelled it
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
