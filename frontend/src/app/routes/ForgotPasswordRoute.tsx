import { ForgotPasswordPage } from '../../features/auth/components/ForgotPasswordPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { forgotPasswordRouteMessages } from './ForgotPasswordRoute.messages';

export function ForgotPasswordRoute() {
  useDocumentTitle(forgotPasswordRouteMessages);
  return <ForgotPasswordPage />;
}
