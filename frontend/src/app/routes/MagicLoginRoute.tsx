import { MagicLoginPage } from '../../features/auth/components/MagicLoginPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function MagicLoginRoute() {
  useDocumentTitle('Magic Link Sign In – TeeWatch');
  return <MagicLoginPage />;
}
