import { MagicLinkLandingPage } from '../../features/auth/components/MagicLinkLandingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { magicLinkLandingRouteMessages } from './MagicLinkLandingRoute.messages';

export function MagicLinkLandingRoute() {
  useDocumentTitle(magicLinkLandingRouteMessages);
  return <MagicLinkLandingPage />;
}
