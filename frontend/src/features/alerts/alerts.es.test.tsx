import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { makeAlert, makeAlertMatch, makeGrant } from '../../test/factories';
import { speak } from '../../test/language';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// These tests open a whole page; a busy machine gets more time than the defaults.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30000 });

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/smart-notifications/preferences', () =>
      HttpResponse.json({
        success: true,
        data: {
          email: true,
          sms: false,
          push: false,
          frequency: 'immediate',
          quietHours: { enabled: false, start: '22:00', end: '08:00' },
        },
      }),
    ),
  );
});

/**
 * Spanish for the app under test. speak() alone is undone when the app mounts: the app loads the
 * language of the saved settings (English in jsdom), so the settings say Spanish too.
 */
async function speakSpanish() {
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  await speak('es');
}

describe('the alerts pages in Spanish', () => {
  it('shows the form, an alert with its matches, and counts in Spanish words', async () => {
    server.use(
      apiMock.get('/api/alerts', () =>
        HttpResponse.json({
          success: true,
          alerts: [makeAlert({ id: 'a1', location: 'Aspen', players: 1, matchesNow: 2 })],
        }),
      ),
      apiMock.get('/api/alerts/:id/matches', () =>
        HttpResponse.json({
          success: true,
          teeTimes: [
            makeAlertMatch({ id: 't1', time: '07:10', holes: 18, spots: 1 }),
            makeAlertMatch({ id: 't2', time: '08:30', holes: 9, spots: 4 }),
          ],
        }),
      ),
    );
    await speakSpanish();
    const { user } = renderApp('/alerts');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Crear alerta de tee time' },
        { timeout: 15000 },
      ),
    ).toBeInTheDocument();
    const area = screen.getByLabelText('Zona de Colorado');
    expect(
      within(area).getByRole('option', { name: 'Área metropolitana de Denver' }),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: 'Mañana, 6-10 a.m.' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '1 jugador' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear alerta' })).toBeInTheDocument();

    const card = await within(
      screen.getByRole('region', { name: 'Tus alertas activas' }),
    ).findByRole('listitem', { name: 'Aspen' });
    expect(card).toHaveTextContent('1 jugador');
    expect(card).toHaveTextContent('Hasta $100');
    expect(card).toHaveTextContent('Esperando la primera revisión de los horarios de los campos');
    // The place is the golfer's, not ours to translate.
    expect(within(card).getByRole('heading', { name: 'Aspen' })).toHaveAttribute('translate', 'no');

    await user.click(within(card).getByRole('button', { name: '2 tee times disponibles ahora' }));
    const matches = await within(card).findByRole('group', { name: 'Tee times que coinciden' });
    expect(card).toHaveTextContent('2 tee times en 1 campo, los mejores primero');
    expect(matches).toHaveTextContent('18 hoyos · 1 lugar');
    expect(matches).toHaveTextContent('9 hoyos · 4 lugares');
    expect(matches).toHaveTextContent('A 2 millas');
  });

  it('walks the wizard in Spanish', async () => {
    server.use(apiMock.get('/api/alerts', () => HttpResponse.json({ success: true, alerts: [] })));
    await speakSpanish();
    const { user } = renderApp('/mobile-alerts');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Nueva alerta de tee time' },
        { timeout: 15000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Dónde quieres jugar?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Boulder, CO' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(
      await screen.findByRole('heading', { name: '¿Cuándo y cuántos juegan?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 jugadores')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar un jugador' }));
    expect(screen.getByText('1 jugador')).toBeInTheDocument();
  });
});
