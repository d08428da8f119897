import { DashboardPage } from '../../features/auth/components/DashboardPage';
import { BookTeeTimeButton } from '../../features/bookings/components/BookTeeTimeButton';
import { MyBookingsCard } from '../../features/bookings/components/MyBookingsCard';
import { FriendsCard } from '../../features/gamification/components/FriendsCard';
import { GroupsCard } from '../../features/gamification/components/GroupsCard';
import { SetUpNudgeCard } from '../../features/onboarding/components/SetUpNudgeCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { type BookForGroupAction, BookForGroupContext } from '../../lib/tee-time-booking';
import { dashboardRouteMessages } from './DashboardRoute.messages';

const bookForGroup: BookForGroupAction = (teeTime, group) => (
  <BookTeeTimeButton teeTime={teeTime} players={group.spots} group={group} />
);

export function DashboardRoute() {
  useDocumentTitle(dashboardRouteMessages);
  return (
    <DashboardPage>
      <SetUpNudgeCard />
      <MyBookingsCard />
      <FriendsCard />
      <BookForGroupContext.Provider value={bookForGroup}>
        <GroupsCard />
      </BookForGroupContext.Provider>
    </DashboardPage>
  );
}
