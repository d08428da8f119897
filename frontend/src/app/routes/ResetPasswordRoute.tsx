import { ResetPasswordPage } from '../../features/auth/components/ResetPasswordPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { resetPasswordRouteMessages } from './ResetPasswordRoute.messages';

export function ResetPasswordRoute() {
  useDocumentTitle(resetPasswordRouteMessages);
  return <ResetPasswordPage />;
}
