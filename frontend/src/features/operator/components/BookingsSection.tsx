import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { formatCount } from '../../../lib/format';
import { Name, useMessages } from '../../../lib/i18n';
import { FigureTable } from './FigureTable';
import { operatorBookingsMessages } from './BookingsSection.messages';

type KnownStatus = keyof (typeof operatorBookingsMessages.english)['statuses'];

/** The statuses in the order a booking goes through them; unknown ones after, as they came. */
const knownStatuses = Object.keys(operatorBookingsMessages.english.statuses);
const order = (status: string) => {
  const index = knownStatuses.indexOf(status);
  return index === -1 ? knownStatuses.length : index;
};

/** How many bookings of the last 24 hours are in each status. */
export function BookingsSection({ bookings }: { bookings: Record<string, number> }) {
  const text = useMessages(operatorBookingsMessages);
  const titleId = 'operator-bookings-title';
  const statuses = Object.entries(bookings).sort(([a], [b]) => order(a) - order(b));
  const total = statuses.reduce((sum, [, count]) => sum + count, 0);
  return (
    <SectionCard titleId={titleId} title={text.title}>
      {total === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
      ) : (
        <FigureTable
          labelledBy={titleId}
          columns={[{ label: text.columns.status }, { label: text.columns.count, numeric: true }]}
          rows={statuses.map(([status, count]) => ({
            key: status,
            cells: [
              Object.hasOwn(text.statuses, status) ? (
                text.statuses[status as KnownStatus]
              ) : (
                <Name>{status}</Name>
              ),
              formatCount(count),
            ],
          }))}
        />
      )}
    </SectionCard>
  );
}
