import { MobileAlertWizard } from '../../features/alerts/components/MobileAlertWizard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function MobileAlertsRoute() {
  useDocumentTitle('New Tee Time Alert – TeeWatch');
  return <MobileAlertWizard />;
}
