import { VerifyEmailPage } from '../../features/auth/components/VerifyEmailPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { verifyEmailRouteMessages } from './VerifyEmailRoute.messages';

export function VerifyEmailRoute() {
  useDocumentTitle(verifyEmailRouteMessages);
  return <VerifyEmailPage />;
}
