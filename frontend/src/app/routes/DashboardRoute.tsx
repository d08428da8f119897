import { DashboardPage } from '../../features/auth/components/DashboardPage';
import { MyBookingsCard } from '../../features/bookings/components/MyBookingsCard';
import { FriendsCard } from '../../features/gamification/components/FriendsCard';
import { GroupsCard } from '../../features/gamification/components/GroupsCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function DashboardRoute() {
  useDocumentTitle('Dashboard – TeeWatch');
  return (
    <DashboardPage>
      <MyBookingsCard />
      <FriendsCard />
      <GroupsCard />
    </DashboardPage>
  );
}
