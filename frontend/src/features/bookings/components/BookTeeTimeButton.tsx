import { useState } from 'react';
import Button from '@mui/material/Button';
import { formatClockTime } from '../../../lib/format';
import { type BookableTeeTime, type GroupBookingTarget } from '../../../lib/tee-time-booking';
import { BookTeeTimeDialog } from './BookTeeTimeDialog';

interface BookTeeTimeButtonProps {
  teeTime: BookableTeeTime;
  players: number;
  /** "Book for the group": the group's spots, once for everyone. */
  group?: GroupBookingTarget;
}

/** "Book" on a matched tee time: opens the booking dialog (focus comes back here on close). */
export function BookTeeTimeButton({ teeTime, players, group }: BookTeeTimeButtonProps) {
  const [open, setOpen] = useState(false);
  const what = `${teeTime.courseName} at ${formatClockTime(teeTime.time)}`;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={group ? `Book ${what} for the group` : `Book ${what}`}
        sx={{ flexShrink: 0 }}
      >
        {group ? 'Book for the group' : 'Book'}
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
