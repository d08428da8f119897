import { PopupDonePage } from '../../features/auth/components/PopupDonePage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { popupDoneRouteMessages } from './PopupDoneRoute.messages';

export function PopupDoneRoute() {
  useDocumentTitle(popupDoneRouteMessages);
  return <PopupDonePage />;
}
