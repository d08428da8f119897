import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { trackPageLoad } from './page-loading';
import { RootErrorFallback } from './RootErrorFallback';
import { RootLayout } from './RootLayout';

/** A page that loads with its route, so the gate and the landing page stay small. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy<ComponentType>(async () => ({ default: (await trackPageLoad(load()))[name] }));
}

const LandingRoute = page(() => import('./routes/LandingRoute'), 'LandingRoute');
const AlertsRoute = page(() => import('./routes/AlertsRoute'), 'AlertsRoute');
const MobileAlertsRoute = page(() => import('./routes/MobileAlertsRoute'), 'MobileAlertsRoute');
const NotificationsRoute = page(() => import('./routes/NotificationsRoute'), 'NotificationsRoute');
const DashboardRoute = page(() => import('./routes/DashboardRoute'), 'DashboardRoute');
const ErrorHandlingRoute = page(() => import('./routes/ErrorHandlingRoute'), 'ErrorHandlingRoute');
const OnboardingRoute = page(() => import('./routes/OnboardingRoute'), 'OnboardingRoute');
const OneClickBookingRoute = page(
  () => import('./routes/OneClickBookingRoute'),
  'OneClickBookingRoute',
);
const GamificationRoute = page(() => import('./routes/GamificationRoute'), 'GamificationRoute');
const AchievementsRoute = page(() => import('./routes/AchievementsRoute'), 'AchievementsRoute');
const OperatorRoute = page(() => import('./routes/OperatorRoute'), 'OperatorRoute');
const LoginRoute = page(() => import('./routes/LoginRoute'), 'LoginRoute');
const SignUpRoute = page(() => import('./routes/SignUpRoute'), 'SignUpRoute');
const MagicLoginRoute = page(() => import('./routes/MagicLoginRoute'), 'MagicLoginRoute');
const ForgotPasswordRoute = page(
  () => import('./routes/ForgotPasswordRoute'),
  'ForgotPasswordRoute',
);
const ResetPasswordRoute = page(() => import('./routes/ResetPasswordRoute'), 'ResetPasswordRoute');
const AuthLoginRedirectRoute = page(
  () => import('./routes/AuthLoginRedirectRoute'),
  'AuthLoginRedirectRoute',
);
const MagicLinkLandingRoute = page(
  () => import('./routes/MagicLinkLandingRoute'),
  'MagicLinkLandingRoute',
);
const VerifyEmailRoute = page(() => import('./routes/VerifyEmailRoute'), 'VerifyEmailRoute');
const AuthDemoRoute = page(() => import('./routes/AuthDemoRoute'), 'AuthDemoRoute');
const PrivacyRoute = page(() => import('./routes/PrivacyRoute'), 'PrivacyRoute');
const TermsRoute = page(() => import('./routes/TermsRoute'), 'TermsRoute');
const NotFoundRoute = page(() => import('./routes/NotFoundRoute'), 'NotFoundRoute');
const PopupDoneRoute = page(() => import('./routes/PopupDoneRoute'), 'PopupDoneRoute');

/** Last line of defence for errors outside a page (the layout, a chunk that failed to load). */
const withRootBoundary = (element: ReactNode) => (
  <ErrorBoundary fallback={({ error }) => <RootErrorFallback error={error} />}>
    {element}
  </ErrorBoundary>
);

/** The route table; each page's chunk loads on its first visit (docs/web-app-delivery.md). */
export const appRoutes: RouteObject[] = [
  {
    element: withRootBoundary(<RootLayout />),
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'alerts', element: <AlertsRoute /> },
      { path: 'mobile-alerts', element: <MobileAlertsRoute /> },
      { path: 'notifications', element: <NotificationsRoute /> },
      { path: 'dashboard', element: <DashboardRoute /> },
      { path: 'error-handling', element: <ErrorHandlingRoute /> },
      { path: 'onboarding', element: <OnboardingRoute /> },
      { path: 'one-click-booking', element: <OneClickBookingRoute /> },
      { path: 'gamification', element: <GamificationRoute /> },
      { path: 'achievements', element: <AchievementsRoute /> },
      { path: 'operator', element: <OperatorRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'signup', element: <SignUpRoute /> },
      { path: 'magic-login', element: <MagicLoginRoute /> },
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'auth/login', element: <AuthLoginRedirectRoute /> },
      { path: 'auth/magic-link', element: <MagicLinkLandingRoute /> },
      { path: 'auth/verify-email', element: <VerifyEmailRoute /> },
      { path: 'auth-demo', element: <AuthDemoRoute /> },
      { path: 'privacy', element: <PrivacyRoute /> },
      { path: 'terms', element: <TermsRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    // The last page of a social sign-in popup: outside the app shell, it only reports and closes.
    path: '/auth/popup-done',
    element: withRootBoundary(
      <Suspense fallback={<PageLoading />}>
        <PopupDoneRoute />
      </Suspense>,
    ),
  },
];

/** The app's pages at the current address. */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}
