import { LandingPage } from '../../features/landing/components/LandingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { landingRouteMessages } from './LandingRoute.messages';

export function LandingRoute() {
  useDocumentTitle(landingRouteMessages);
  return <LandingPage />;
}
