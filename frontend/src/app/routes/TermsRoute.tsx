import { TermsOfService } from '../../features/legal/components/TermsOfService';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { termsRouteMessages } from './TermsRoute.messages';

export function TermsRoute() {
  useDocumentTitle(termsRouteMessages);
  return <TermsOfService />;
}
