import { TermsOfService } from '../../features/legal/components/TermsOfService';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function TermsRoute() {
  useDocumentTitle('Terms of Service – TeeWatch');
  return <TermsOfService />;
}
