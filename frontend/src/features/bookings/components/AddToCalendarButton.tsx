import Button from '@mui/material/Button';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import { useLazyGetBookingCalendarQuery } from '../api/bookings.api';
import { errorText } from '../error-text';
import { addToCalendarMessages } from './AddToCalendarButton.messages';

/** Downloads a booked tee time's calendar file (the call carries the golfer's session). */
export function AddToCalendarButton({ bookingId }: { bookingId: string }) {
  const text = useMessages(addToCalendarMessages);
  const [fetchCalendar, { isFetching }] = useLazyGetBookingCalendarQuery();
  const { toast } = useToast();

  const download = async () => {
    const result = await fetchCalendar(bookingId);
    const { failedTitle, errors, fileName } = messagesFor(addToCalendarMessages);
    if (result.error || result.data === undefined) {
      toast({
        title: failedTitle,
        description: errorText(result.error, errors),
        variant: 'destructive',
      });
      return;
    }
    const url = URL.createObjectURL(new Blob([result.data], { type: 'text/calendar' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
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
      {text.label}
    </Button>
  );
}
