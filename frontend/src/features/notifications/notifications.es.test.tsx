import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { makeGrant, makeSessionTokens, makeSessionUser, storeSession } from '../../test/factories';
import { speak } from '../../test/language';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// The page's route loads lazily; the first look waits for it.
configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 40000 });

/** The toasts' region, named by the toast component in its own words; F8 is its key in any language. */
const toast = () => screen.getByRole('region', { name: /\(F8\)/ });

/**
 * A signed-in golfer whose account and browser speak Spanish (the app loads the saved settings'
 * language on mount, so speak() alone would be undone); each Check Now covers the next count.
 */
async function serveSpanishGolfer(courseDates: number[]) {
  const user = makeSessionUser({ displayName: 'Pat Palmer', language: 'es' });
  storeSession(makeSessionTokens({ user }));
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/auth/magic-link/me', () => HttpResponse.json({ success: true, user })),
    apiMock.get('/api/smart-notifications/stats', () =>
      HttpResponse.json({
        success: true,
        data: { monitoring: true, activeAlerts: 3, totalNotificationsSent: 1234 },
      }),
    ),
    apiMock.post('/api/smart-notifications/check-now', () =>
      HttpResponse.json(
        { success: true, message: 'Check triggered', data: { courseDates: courseDates.shift()! } },
        { status: 202 },
      ),
    ),
  );
  await speak('es');
}

describe('the notifications page in Spanish', () => {
  it('shows the stats, the actions and what Check Now covers in Spanish', async () => {
    await serveSpanishGolfer([3, 1]);
    const { user } = renderApp('/notifications');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notificaciones inteligentes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sesión iniciada como Pat Palmer')).toHaveAttribute('translate', 'no');
    expect(await screen.findByRole('region', { name: 'Seguimiento' })).toHaveTextContent('Activo');
    expect(screen.getByRole('region', { name: 'Notificaciones enviadas' })).toHaveTextContent(
      '1,234',
    );
    expect(screen.getByRole('region', { name: 'Primeros pasos' })).toBeInTheDocument();

    const checkNow = screen.getByRole('button', { name: 'Revisar ahora' });
    await user.click(checkNow);
    expect(await within(toast()).findByText('Revisión iniciada')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Revisando 3 combinaciones de campo y fecha.');
    // The button is disabled while a check runs; the toast may show a render before it is back.
    await waitFor(() => expect(checkNow).toBeEnabled());
    await user.click(checkNow);
    expect(
      await within(toast()).findByText(/^Revisando 1 combinación de campo y fecha\./),
    ).toBeVisible();
  });
});
