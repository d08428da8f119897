import { ResetPasswordPage } from '../../features/auth/components/ResetPasswordPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset Password – TeeWatch');
  return <ResetPasswordPage />;
}
