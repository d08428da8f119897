import { useState } from 'react';
import Button from '@mui/material/Button';
import { formatClockTime } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { type BookableTeeTime, type GroupBookingTarget } from '../../../lib/tee-time-booking';
import { bookTeeTimeButtonMessages } from './BookTeeTimeButton.messages';
import { BookTeeTimeDialog } from './BookTeeTimeDialog';

interface BookTeeTimeButtonProps {
  teeTime: BookableTeeTime;
  players: number;
  /** "Book for the group": the group's spots, once for everyone. */
  group?: GroupBookingTarget;
}

/** "Book" on a matched tee time: opens the booking dialog (focus comes back here on close). */
export function BookTeeTimeButton({ teeTime, players, group }: BookTeeTimeButtonProps) {
  const text = useMessages(bookTeeTimeButtonMessages);
  const [open, setOpen] = useState(false);
  const time = formatClockTime(teeTime.time);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={
          group
            ? text.bookForGroupLabel(teeTime.courseName, time)
            : text.bookLabel(teeTime.courseName, time)
        }
        sx={{ flexShrink: 0 }}
      >
        {group ? text.bookForGroup : text.book}
      </Button>
      {open && (
        <BookTeeTimeDialog
          teeTime={teeTime}
          players={players}
          group={group}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
