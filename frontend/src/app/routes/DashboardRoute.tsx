import { DashboardPage } from '../../features/auth/components/DashboardPage';
import { MyBookingsCard } from '../../features/bookings/components/MyBookingsCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function DashboardRoute() {
  useDocumentTitle('Dashboard – TeeWatch');
  return (
    <DashboardPage>
      <MyBookingsCard />
    </DashboardPage>
  );
}
