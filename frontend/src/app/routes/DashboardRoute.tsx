import { DashboardPage } from '../../features/auth/components/DashboardPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function DashboardRoute() {
  useDocumentTitle('Dashboard – TeeWatch');
  return <DashboardPage />;
}
