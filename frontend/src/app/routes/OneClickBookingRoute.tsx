import { OneClickBookingPage } from '../../features/bookings/components/one-click/OneClickBookingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { oneClickBookingRouteMessages } from './OneClickBookingRoute.messages';

export function OneClickBookingRoute() {
  useDocumentTitle(oneClickBookingRouteMessages);
  return <OneClickBookingPage />;
}
