import { AchievementsPage } from '../../features/gamification/components/AchievementsPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function AchievementsRoute() {
  useDocumentTitle('Achievements – TeeWatch');
  return <AchievementsPage />;
}
