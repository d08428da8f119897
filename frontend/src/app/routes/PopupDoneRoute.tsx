import { PopupDonePage } from '../../features/auth/components/PopupDonePage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function PopupDoneRoute() {
  useDocumentTitle('Signing In – TeeWatch');
  return <PopupDonePage />;
}
