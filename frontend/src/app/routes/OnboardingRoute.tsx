import { OnboardingWizard } from '../../features/onboarding/components/OnboardingWizard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { onboardingRouteMessages } from './OnboardingRoute.messages';

export function OnboardingRoute() {
  useDocumentTitle(onboardingRouteMessages);
  return <OnboardingWizard />;
}
