import { SignUpPage } from '../../features/auth/components/SignUpPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { signUpRouteMessages } from './SignUpRoute.messages';

export function SignUpRoute() {
  useDocumentTitle(signUpRouteMessages);
  return <SignUpPage />;
}
