import Button from '@mui/material/Button';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { useLazyGetBookingCalendarQuery } from '../api/bookings.api';

/** Downloads a booked tee time's calendar file (the call carries the golfer's session). */
export function AddToCalendarButton({ bookingId }: { bookingId: string }) {
  const [fetchCalendar, { isFetching }] = useLazyGetBookingCalendarQuery();
  const { toast } = useToast();

  const download = async () => {
    const result = await fetchCalendar(bookingId);
    if (result.error || result.data === undefined) {
      toast({
        title: 'Download Failed',
        description: apiErrorMessage(result.error),
        variant: 'destructive',
      });
      return;
    }
    const url = URL.createObjectURL(new Blob([result.data], { type: 'text/calendar' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tee-time.ics';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EventAvailableIcon aria-hidden="true" />}
      disabled={isFetching}
      onClick={() => void download()}
    >
      Add to calendar
    </Button>
  );
}
