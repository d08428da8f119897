import { Navigate, useLocation } from 'react-router';

/** /auth/login is linked to by hard navigations (DECISIONS): it is /login, query and all. */
export function AuthLoginRedirectRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}
