import { type Booking } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useMessages } from '../../../lib/i18n';
import { bookingOutcomeMessages } from './BookingOutcome.messages';

/** What came of the booking, with the next step the golfer has. */
export function BookingOutcome({ booking }: { booking: Booking }) {
  const text = useMessages(bookingOutcomeMessages);
  const courseLink = booking.deepLink && (
    <Button
      component="a"
      href={booking.deepLink}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      endIcon={<OpenInNewIcon aria-hidden="true" />}
      sx={{ mt: 1.5 }}
    >
      {text.openCoursePage}
    </Button>
  );
  switch (booking.status) {
    case 'booked':
      return (
        <Alert severity="success" role="status">
          {booking.message}
        </Alert>
      );
    case 'held':
    case 'handed-over':
      return (
        <>
          <Alert severity="info" role="status">
            {booking.message}
          </Alert>
          {courseLink}
        </>
      );
    case 'failed':
      return <Alert severity="error">{booking.message}</Alert>;
    case 'booking':
      return (
        <Alert severity="info" role="status">
          {booking.message} {text.stillBooking}
        </Alert>
      );
  }
}
