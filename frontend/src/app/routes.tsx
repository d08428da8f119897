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
];
