import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { preloadFirstScreen } from './app/RootLayout';
import { loadLanguage } from './app/languages/load-language';
import { appRoutes } from './app/routes';
import { makeStore } from './app/store';
import { selectAccessGranted } from './features/access/access.slice';
import { loadAccessibilitySettings } from './lib/accessibility/settings';
import { registerServiceWorker } from './lib/push/service-worker';

registerServiceWorker();

const store = makeStore();
preloadFirstScreen(selectAccessGranted(store.getState()));
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A golfer who reads Spanish sees Spanish from the first paint, never English first. A promise,
// not a top-level await: the language chunk imports from this one, which must finish first.
void loadLanguage(loadAccessibilitySettings().language).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
