import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/routes';
import { makeStore } from '../app/store';

/**
 * Renders the whole app (store, theme, toasts, gate, routes) at `path`, the way a browser would
 * open it. `extraRoutes` are added under the app shell, before the 404 catch-all.
 */
export function renderApp(path = '/', extraRoutes: RouteObject[] = []) {
  const [root, ...rest] = appRoutes;
  if (!root) throw new Error('The app has no root route');
  const routes: RouteObject[] = [
    { ...root, children: [...extraRoutes, ...(root.children ?? [])] } as RouteObject,
    ...rest,
  ];
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user };
}
