import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/routes';
import { preloadFirstScreen } from './app/RootLayout';
import { loadLanguage } from './app/languages/load-language';
import { rootOptions } from './app/root-options';
import { makeStore } from './app/store';
import { selectAccessGranted } from './features/access/access.slice';
import { loadAccessibilitySettings } from './lib/accessibility/settings';
import { registerServiceWorker } from './lib/push/service-worker';

registerServiceWorker();

const store = makeStore();
preloadFirstScreen(selectAccessGranted(store.getState()));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A golfer who reads Spanish sees Spanish from the first paint, never English first. A promise,
// not a top-level await: the language chunk imports from this one, which must finish first.
void loadLanguage(loadAccessibilitySettings().language).then(() =>
  createRoot(container, rootOptions).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
