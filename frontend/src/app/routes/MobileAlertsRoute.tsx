import { MobileAlertWizard } from '../../features/alerts/components/MobileAlertWizard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { mobileAlertsRouteMessages } from './MobileAlertsRoute.messages';

export function MobileAlertsRoute() {
  useDocumentTitle(mobileAlertsRouteMessages);
  return <MobileAlertWizard />;
}
