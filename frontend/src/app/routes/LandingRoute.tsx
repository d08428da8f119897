import { LandingPage } from '../../features/landing/components/LandingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function LandingRoute() {
  useDocumentTitle('TeeWatch – Colorado tee-time alerts');
  return <LandingPage />;
}
