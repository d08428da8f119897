import { ForgotPasswordPage } from '../../features/auth/components/ForgotPasswordPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password – TeeWatch');
  return <ForgotPasswordPage />;
}
