import { GamificationPage } from '../../features/gamification/components/GamificationPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { gamificationRouteMessages } from './GamificationRoute.messages';

export function GamificationRoute() {
  useDocumentTitle(gamificationRouteMessages);
  return <GamificationPage />;
}
