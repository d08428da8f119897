import { AuthRecoveryPanel } from '../../features/auth/components/AuthRecoveryPanel';
import { ErrorHandlingPage } from '../../features/resilience/components/ErrorHandlingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function ErrorHandlingRoute() {
  useDocumentTitle('Error Handling & Recovery – TeeWatch');
  return <ErrorHandlingPage authPanel={<AuthRecoveryPanel />} />;
}
