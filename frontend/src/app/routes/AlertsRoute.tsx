import { AlertsPage } from '../../features/alerts/components/AlertsPage';
import { BookTeeTimeButton } from '../../features/bookings/components/BookTeeTimeButton';
import { ReachCard } from '../../features/notifications/components/ReachCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { type BookTeeTimeAction, BookTeeTimeContext } from '../../lib/tee-time-booking';
import { alertsRouteMessages } from './AlertsRoute.messages';

/**
 * Matched tee times are booked in one click with the bookings feature's button; how the golfer
 * will be told comes from the notifications feature.
 */
const bookTeeTime: BookTeeTimeAction = (teeTime, players) => (
  <BookTeeTimeButton teeTime={teeTime} players={players} />
);

export function AlertsRoute() {
  useDocumentTitle(alertsRouteMessages);
  return (
    <BookTeeTimeContext.Provider value={bookTeeTime}>
      <AlertsPage reach={<ReachCard />} />
    </BookTeeTimeContext.Provider>
  );
}
