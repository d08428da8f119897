import { VerifyEmailPage } from '../../features/auth/components/VerifyEmailPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function VerifyEmailRoute() {
  useDocumentTitle('Confirm Email – TeeWatch');
  return <VerifyEmailPage />;
}
