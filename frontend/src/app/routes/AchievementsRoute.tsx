import { AchievementsPage } from '../../features/gamification/components/AchievementsPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { achievementsRouteMessages } from './AchievementsRoute.messages';

export function AchievementsRoute() {
  useDocumentTitle(achievementsRouteMessages);
  return <AchievementsPage />;
}
