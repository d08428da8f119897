import { OperatorPage } from '../../features/operator/components/OperatorPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { operatorRouteMessages } from './OperatorRoute.messages';

export function OperatorRoute() {
  useDocumentTitle(operatorRouteMessages);
  return <OperatorPage />;
}
