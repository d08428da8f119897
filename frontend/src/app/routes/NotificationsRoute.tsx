import { NotificationsPage } from '../../features/notifications/components/NotificationsPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function NotificationsRoute() {
  useDocumentTitle('Smart Notifications – TeeWatch');
  return <NotificationsPage />;
}
