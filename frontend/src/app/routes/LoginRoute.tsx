import { LoginPage } from '../../features/auth/components/LoginPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { loginRouteMessages } from './LoginRoute.messages';

export function LoginRoute() {
  useDocumentTitle(loginRouteMessages);
  return <LoginPage />;
}
