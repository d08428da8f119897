import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { makeGrant } from '../../test/factories';
import { speak } from '../../test/language';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// The page's route loads lazily; the first look waits for it.
configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 40000 });

beforeEach(async () => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/notifications/vapid-public-key', () =>
      HttpResponse.json({ success: true, publicKey: '' }),
    ),
  );
  // The app loads the saved settings' language on mount, so the settings say Spanish too.
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  await speak('es');
});

describe('onboarding in Spanish', () => {
  it('walks the steps in Spanish, with counts, prices and hours the Spanish way', async () => {
    const { user } = renderApp('/onboarding');
    const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });

    expect(await stepTitle('Te damos la bienvenida a TeeWatch')).toBeVisible();
    expect(screen.getByText('Paso 1 de 4')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await stepTitle('Encuentra campos cerca de ti')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Omitir por ahora' }));

    expect(await stepTitle('Define tus preferencias')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Mañana, 9 a.m.-12 p.m.' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Distancia máxima: 25 millas' })).toHaveValue('25');
    expect(screen.getByRole('slider', { name: 'Presupuesto por jugador: $150' })).toBeVisible();
    const bookAhead = screen.getByRole('combobox', { name: 'Reservar con antelación' });
    const options = within(bookAhead)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('1 día de antelación');
    expect(options[2]).toBe('7 días de antelación');
    expect(screen.getByRole('checkbox', { name: 'Intermedio' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await stepTitle('Activa las notificaciones')).toBeVisible();
    const from = screen.getByRole('combobox', { name: 'Desde' });
    expect(from).toHaveValue('22:00');
    expect(within(from).getByRole('option', { selected: true })).toHaveTextContent('10:00 p.m.');
    expect(
      screen.getByRole('checkbox', { name: 'Urgente: en las próximas 24 horas' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Terminar configuración' })).toBeVisible();
  });
});
