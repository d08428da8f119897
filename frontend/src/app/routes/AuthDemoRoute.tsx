import { AuthDemoPage } from '../../features/auth/components/AuthDemoPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { authDemoRouteMessages } from './AuthDemoRoute.messages';

export function AuthDemoRoute() {
  useDocumentTitle(authDemoRouteMessages);
  return <AuthDemoPage />;
}
