import { AuthDemoPage } from '../../features/auth/components/AuthDemoPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function AuthDemoRoute() {
  useDocumentTitle('Sign-In Demo – TeeWatch');
  return <AuthDemoPage />;
}
