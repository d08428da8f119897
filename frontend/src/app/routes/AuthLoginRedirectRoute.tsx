import { Navigate, useLocation } from 'react-router';

/**
 * /auth/login is linked to by hard navigations: it is /login, query and all (docs/decisions.md,
 * "Magic link landing").
 */
export function AuthLoginRedirectRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}
