import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type Booking, type BookingStatus, noCancellationTermsText } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatClockTime, formatDay, formatDollars, plural } from '../../../lib/format';
import { useGetBookingsQuery } from '../api/bookings.api';
import { AddToCalendarButton } from './AddToCalendarButton';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';

const statusLabel: Record<
  BookingStatus,
  { label: string; color: 'success' | 'info' | 'error' | 'default' }
> = {
  booked: { label: 'Booked', color: 'success' },
  booking: { label: 'Booking…', color: 'info' },
  held: { label: 'Held for you', color: 'info' },
  'handed-over': { label: 'Book on the course site', color: 'info' },
  failed: { label: 'Not booked', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** The dashboard's "My bookings": every tee time TeeWatch booked (or tried to) for the golfer. */
export function MyBookingsCard() {
  const { data: bookings, error, isLoading, refetch } = useGetBookingsQuery();
  return (
    <SectionCard titleId="my-bookings-title" title="My Bookings" id="my-bookings">
      {isLoading && <CircularProgress size={24} aria-label="Loading your bookings" />}
      {error && <RetryAlert onRetry={() => void refetch()}>{apiErrorMessage(error)}</RetryAlert>}
      {bookings && bookings.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          No bookings yet. Book a matching tee time from{' '}
          <Link component={RouterLink} to="/alerts">
            your alerts
          </Link>
          .
        </Typography>
      )}
      {bookings && bookings.length > 0 && (
        <Box component="ul" aria-label="My bookings" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function BookingItem({ booking }: { booking: Booking }) {
  const status = statusLabel[booking.status];
  const [cancelling, setCancelling] = useState(false);
  return (
    <Box
      component="li"
      aria-label={booking.courseName}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{booking.courseName}</Typography>
        <Chip size="small" color={status.color} label={status.label} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatDay(booking.date)} at {formatClockTime(booking.time)} ·{' '}
        {plural(booking.players, 'player', 'players')}
        {booking.pricePerPlayer !== null && ` · ${formatDollars(booking.pricePerPlayer)} each`}
      </Typography>
      {booking.confirmationNumber && (
        <Typography variant="body2">Confirmation {booking.confirmationNumber}</Typography>
      )}
      {(booking.status === 'failed' || booking.status === 'cancelled') && (
        <Typography variant="body2">{booking.message}</Typography>
      )}
      {booking.status === 'booked' && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {booking.cancellationTerms ?? noCancellationTermsText}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {booking.status === 'booked' && (
          <>
            <AddToCalendarButton bookingId={booking.id} />
            <Button size="small" color="inherit" onClick={() => setCancelling(true)}>
              Cancel booking
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
            Course booking page
          </Button>
        )}
      </Stack>
      {cancelling && <CancelBookingDialog booking={booking} onClose={() => setCancelling(false)} />}
    </Box>
  );
}
