import { AlertsPage } from '../../features/alerts/components/AlertsPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function AlertsRoute() {
  useDocumentTitle('Create Tee Time Alert – TeeWatch');
  return <AlertsPage />;
}
