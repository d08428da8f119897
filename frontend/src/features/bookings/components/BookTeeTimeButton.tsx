import { useState } from 'react';
import { type AlertMatch } from '@teewatch/contracts';
import Button from '@mui/material/Button';
import { formatClockTime } from '../../../lib/format';
import { BookTeeTimeDialog } from './BookTeeTimeDialog';

/** "Book" on a matched tee time: opens the booking dialog (focus comes back here on close). */
export function BookTeeTimeButton({ teeTime, players }: { teeTime: AlertMatch; players: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`Book ${teeTime.courseName} at ${formatClockTime(teeTime.time)}`}
        sx={{ flexShrink: 0 }}
      >
        Book
      </Button>
      {open && (
        <BookTeeTimeDialog teeTime={teeTime} players={players} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
