import { PrivacyPolicy } from '../../features/legal/components/PrivacyPolicy';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { privacyRouteMessages } from './PrivacyRoute.messages';

export function PrivacyRoute() {
  useDocumentTitle(privacyRouteMessages);
  return <PrivacyPolicy />;
}
