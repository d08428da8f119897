import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RootErrorFallback } from './RootErrorFallback';
import { RootLayout } from './RootLayout';

/** Route table; pages load lazily so the gate and landing stay small. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorFallback />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/LandingRoute')).LandingRoute }),
      },
      {
        path: 'alerts',
        lazy: async () => ({ Component: (await import('./routes/AlertsRoute')).AlertsRoute }),
      },
      {
        path: 'mobile-alerts',
        lazy: async () => ({
          Component: (await import('./routes/MobileAlertsRoute')).MobileAlertsRoute,
        }),
      },
      {
        path: 'notifications',
        lazy: async () => ({
          Component: (await import('./routes/NotificationsRoute')).NotificationsRoute,
        }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./routes/DashboardRoute')).DashboardRoute }),
      },
      {
        path: 'error-handling',
        lazy: async () => ({
          Component: (await import('./routes/ErrorHandlingRoute')).ErrorHandlingRoute,
        }),
      },
      {
        path: 'onboarding',
        lazy: async () => ({
          Component: (await import('./routes/OnboardingRoute')).OnboardingRoute,
        }),
      },
      {
        path: 'one-click-booking',
        lazy: async () => ({
          Component: (await import('./routes/OneClickBookingRoute')).OneClickBookingRoute,
        }),
      },
      {
        path: 'gamification',
        lazy: async () => ({
          Component: (await import('./routes/GamificationRoute')).GamificationRoute,
        }),
      },
      {
        path: 'achievements',
        lazy: async () => ({
          Component: (await import('./routes/AchievementsRoute')).AchievementsRoute,
        }),
      },
      {
        path: 'operator',
        lazy: async () => ({ Component: (await import('./routes/OperatorRoute')).OperatorRoute }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/LoginRoute')).LoginRoute }),
      },
      {
        path: 'signup',
        lazy: async () => ({ Component: (await import('./routes/SignUpRoute')).SignUpRoute }),
      },
      {
        path: 'magic-login',
        lazy: async () => ({
          Component: (await import('./routes/MagicLoginRoute')).MagicLoginRoute,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./routes/ForgotPasswordRoute')).ForgotPasswordRoute,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('./routes/ResetPasswordRoute')).ResetPasswordRoute,
        }),
      },
      {
        path: 'auth/login',
        lazy: async () => ({
          Component: (await import('./routes/AuthLoginRedirectRoute')).AuthLoginRedirectRoute,
        }),
      },
      {
        path: 'auth/magic-link',
        lazy: async () => ({
          Component: (await import('./routes/MagicLinkLandingRoute')).MagicLinkLandingRoute,
        }),
      },
      {
        path: 'auth/verify-email',
        lazy: async () => ({
          Component: (await import('./routes/VerifyEmailRoute')).VerifyEmailRoute,
        }),
      },
      {
        path: 'auth-demo',
        lazy: async () => ({ Component: (await import('./routes/AuthDemoRoute')).AuthDemoRoute }),
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('./routes/PrivacyRoute')).PrivacyRoute }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('./routes/TermsRoute')).TermsRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/NotFoundRoute')).NotFoundRoute }),
      },
    ],
  },
  {
    // The last page of a social sign-in popup: outside the app shell, it only reports and closes.
    path: '/auth/popup-done',
    errorElement: <RootErrorFallback />,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./routes/PopupDoneRoute')).PopupDoneRoute }),
  },
];
