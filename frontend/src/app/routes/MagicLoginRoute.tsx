import { MagicLoginPage } from '../../features/auth/components/MagicLoginPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { magicLoginRouteMessages } from './MagicLoginRoute.messages';

export function MagicLoginRoute() {
  useDocumentTitle(magicLoginRouteMessages);
  return <MagicLoginPage />;
}
