import { PrivacyPolicy } from '../../features/legal/components/PrivacyPolicy';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy – TeeWatch');
  return <PrivacyPolicy />;
}
