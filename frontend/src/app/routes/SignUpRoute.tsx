import { SignUpPage } from '../../features/auth/components/SignUpPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function SignUpRoute() {
  useDocumentTitle('Create Account – TeeWatch');
  return <SignUpPage />;
}
