import { LoginPage } from '../../features/auth/components/LoginPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function LoginRoute() {
  useDocumentTitle('Sign In – TeeWatch');
  return <LoginPage />;
}
