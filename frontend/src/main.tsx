import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/routes';
import { makeStore } from './app/store';
import { registerServiceWorker } from './lib/push/service-worker';

registerServiceWorker();

const store = makeStore();
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
