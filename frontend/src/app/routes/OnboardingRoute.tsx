import { OnboardingWizard } from '../../features/onboarding/components/OnboardingWizard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function OnboardingRoute() {
  useDocumentTitle('Set Up TeeWatch – TeeWatch');
  return <OnboardingWizard />;
}
