import { OneClickBookingPage } from '../../features/bookings/components/one-click/OneClickBookingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function OneClickBookingRoute() {
  useDocumentTitle('One-Click Booking – TeeWatch');
  return <OneClickBookingPage />;
}
