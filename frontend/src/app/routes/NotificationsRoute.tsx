import { NotificationsPage } from '../../features/notifications/components/NotificationsPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { notificationsRouteMessages } from './NotificationsRoute.messages';

export function NotificationsRoute() {
  useDocumentTitle(notificationsRouteMessages);
  return <NotificationsPage />;
}
