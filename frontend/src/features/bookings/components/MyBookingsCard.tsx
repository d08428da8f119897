import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type Booking, type BookingStatus } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatClockTime, formatDay, formatDollars } from '../../../lib/format';
import { Name, Sentence, useMessages } from '../../../lib/i18n';
import { useGetBookingsQuery } from '../api/bookings.api';
import { AddToCalendarButton } from './AddToCalendarButton';
import { CancelBookingDialog } from './CancelBookingDialog';
import { myBookingsMessages } from './MyBookingsCard.messages';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';

const statusColor: Record<BookingStatus, 'success' | 'info' | 'error' | 'default'> = {
  booked: 'success',
  booking: 'info',
  held: 'info',
  'handed-over': 'info',
  failed: 'error',
  cancelled: 'default',
};

/** The dashboard's "My bookings": every tee time TeeWatch booked (or tried to) for the golfer. */
export function MyBookingsCard() {
  const text = useMessages(myBookingsMessages);
  const { data: bookings, error, isLoading, refetch } = useGetBookingsQuery();
  return (
    <SectionCard titleId="my-bookings-title" title={text.title} id="my-bookings">
      {isLoading && <CircularProgress size={24} aria-label={text.loading} />}
      {error && <RetryAlert onRetry={() => void refetch()}>{apiErrorMessage(error)}</RetryAlert>}
      {bookings && bookings.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          <Sentence
            text={text.empty}
            values={[
              <Link key="alerts" component={RouterLink} to="/alerts">
                {text.alertsLink}
              </Link>,
            ]}
          />
        </Typography>
      )}
      {bookings && bookings.length > 0 && (
        <Box component="ul" aria-label={text.listLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function BookingItem({ booking }: { booking: Booking }) {
  const text = useMessages(myBookingsMessages);
  const [cancelling, setCancelling] = useState(false);
  return (
    <Box
      component="li"
      aria-label={booking.courseName}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography translate="no" sx={{ fontWeight: 700 }}>
          {booking.courseName}
        </Typography>
        <Chip
          size="small"
          color={statusColor[booking.status]}
          label={text.status[booking.status]}
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.details(
          formatDay(booking.date),
          formatClockTime(booking.time),
          booking.players,
          booking.pricePerPlayer === null ? null : formatDollars(booking.pricePerPlayer),
        )}
      </Typography>
      {booking.confirmationNumber && (
        <Typography variant="body2">
          <Sentence
            text={text.confirmation}
            values={[<Name key="confirmation">{booking.confirmationNumber}</Name>]}
          />
        </Typography>
      )}
      {(booking.status === 'failed' || booking.status === 'cancelled') && (
        <Typography variant="body2">{booking.message}</Typography>
      )}
      {booking.status === 'booked' && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {booking.cancellationTerms ?? text.noCancellationTerms}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {booking.status === 'booked' && (
          <>
            <AddToCalendarButton bookingId={booking.id} />
            <Button size="small" color="inherit" onClick={() => setCancelling(true)}>
              {text.cancelBooking}
            </Button>
          </>
        )}
        {booking.deepLink && booking.status !== 'booked' && (
          <Button
            size="small"
            component="a"
            href={booking.deepLink}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon aria-hidden="true" />}
          >
            {text.coursePage}
          </Button>
        )}
      </Stack>
      {cancelling && <CancelBookingDialog booking={booking} onClose={() => setCancelling(false)} />}
    </Box>
  );
}
