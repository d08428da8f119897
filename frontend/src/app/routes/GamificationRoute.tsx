import { GamificationPage } from '../../features/gamification/components/GamificationPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function GamificationRoute() {
  useDocumentTitle('Gamification – TeeWatch');
  return <GamificationPage />;
}
