import { AuthRecoveryPanel } from '../../features/auth/components/AuthRecoveryPanel';
import { SocialLoginPanel } from '../../features/auth/components/SocialLoginPanel';
import { ErrorHandlingPage } from '../../features/resilience/components/ErrorHandlingPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function ErrorHandlingRoute() {
  useDocumentTitle('Error Handling & Recovery – TeeWatch');
  return <ErrorHandlingPage authPanel={<AuthRecoveryPanel />} socialPanel={<SocialLoginPanel />} />;
}
