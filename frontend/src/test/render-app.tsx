import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { rootOptions } from '../app/root-options';
import { appRoutes, AppRoutes } from '../app/routes';
import { makeStore } from '../app/store';

/**
 * Renders the whole app (store, theme, toasts, gate, routes) at `path`, the way a browser would
 * open it. `extraRoutes` are added under the app shell, before the 404 catch-all. `browser.location`
 * is the address the app is at now.
 */
export function renderApp(path = '/', extraRoutes: RouteObject[] = []) {
  const [root, ...rest] = appRoutes;
  if (!root) throw new Error('The app has no root route');
  const routes: RouteObject[] = [
    { ...root, children: [...extraRoutes, ...(root.children ?? [])] } as RouteObject,
    ...rest,
  ];
  const store = makeStore();
  const browser = { location: { pathname: path } as Location };
  function AddressBar() {
    browser.location = useLocation();
    return null;
  }
  const user = userEvent.setup();
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AddressBar />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
    rootOptions,
  );
  return { store, browser, user };
}
