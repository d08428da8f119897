import { MagicLinkLandingPage } from '../../features/auth/components/MagicLinkLandingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function MagicLinkLandingRoute() {
  useDocumentTitle('Signing In – TeeWatch');
  return <MagicLinkLandingPage />;
}
