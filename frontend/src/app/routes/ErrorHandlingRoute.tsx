import { AuthRecoveryPanel } from '../../features/auth/components/AuthRecoveryPanel';
import { SocialLoginPanel } from '../../features/auth/components/SocialLoginPanel';
import { ErrorHandlingPage } from '../../features/resilience/components/ErrorHandlingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { errorHandlingRouteMessages } from './ErrorHandlingRoute.messages';

export function ErrorHandlingRoute() {
  useDocumentTitle(errorHandlingRouteMessages);
  return <ErrorHandlingPage authPanel={<AuthRecoveryPanel />} socialPanel={<SocialLoginPanel />} />;
}
