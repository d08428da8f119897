import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import {
  apiError,
  makeGrant,
  makeOperatorOverview,
  makeSessionTokens,
  makeSessionUser,
  storeSession,
} from '../../test/factories';
import { speak } from '../../test/language';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// The page's route loads lazily; the first look waits for it.
configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 40000 });

const toast = () => screen.getByRole('region', { name: /\(F8\)/ });

/**
 * Signed in with this role, account and browser speaking Spanish (the app loads the saved
 * settings' language on mount, so speak() alone would be undone).
 */
async function signInInSpanish(role: 'admin' | 'golfer') {
  const user = makeSessionUser({ role, language: 'es' });
  storeSession(makeSessionTokens({ user }));
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/auth/magic-link/me', () => HttpResponse.json({ success: true, user })),
  );
  await speak('es');
}

function row(table: string, name: string) {
  const header = within(screen.getByRole('table', { name: table })).getByRole('rowheader', {
    name,
  });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the operator console in Spanish', () => {
  it('shows the figures, their headings and Retry in Spanish', async () => {
    await signInInSpanish('admin');
    server.use(
      apiMock.get('/api/operator/overview', () => HttpResponse.json(makeOperatorOverview())),
      apiMock.post('/api/operator/queues/:queue/jobs/:jobId/retry', () =>
        HttpResponse.json({ retried: true }),
      ),
    );
    const { user } = renderApp('/operator');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consola de operadores' }),
    ).toBeVisible();
    expect(await screen.findByText(/^Actualizado: \d{1,2}:\d{2}:05\s[ap]\.\s?m\.$/)).toBeVisible();

    expect(row('Colas', 'deliver-alert-match')).toEqual(['12', '3', '4', '2']);
    const failed = screen.getByRole('region', { name: 'Trabajos fallidos en deliver-alert-match' });
    const [first] = within(failed).getAllByRole('listitem');
    expect(first).toHaveTextContent('Trabajo 42 (deliver-alert-match)');
    expect(first).toHaveTextContent(/3 intentos · falló el \d{1,2} jun/);

    expect(row('Plataformas', 'foreUP')).toEqual([
      '42%',
      'Cerrado',
      '1,200',
      '5',
      '80',
      '1',
      '12.3s / 45s',
    ]);
    expect(row('Plataformas', 'TeeItUp')[1]).toBe('Semiabierto');
    expect(row('Plataformas', 'Chronogolf')[1]).toBe('Abierto');

    expect(row('Envíos', 'Correo')).toEqual(['40', '0', '0%']);
    expect(row('Envíos', 'SMS')).toEqual(['0', '0', '—']);
    expect(row('Reservas de las últimas 24 horas', 'Reservadas')).toEqual(['7']);
    const outbox = screen.getByRole('region', { name: 'Bandeja de salida' });
    expect(outbox).toHaveTextContent('3 eventos sin publicar');
    expect(outbox).toHaveTextContent('El más antiguo lleva 2.5 min esperando.');

    await user.click(
      screen.getByRole('button', { name: 'Reintentar el trabajo 42 (deliver-alert-match)' }),
    );
    expect(await within(toast()).findByText('El trabajo volvió a la cola')).toBeVisible();
  });

  it('tells a golfer in Spanish that the console is for operators only', async () => {
    await signInInSpanish('golfer');
    server.use(
      apiMock.get('/api/operator/overview', () =>
        HttpResponse.json(apiError('FORBIDDEN', 'This needs the admin role'), { status: 403 }),
      ),
    );
    renderApp('/operator');
    const card = await screen.findByRole('region', { name: 'Solo para operadores' });
    expect(card).toHaveTextContent(
      'Esta consola es para los operadores de TeeWatch. Un operador puede darle a tu cuenta el rol de administrador.',
    );
    expect(within(card).getByRole('link', { name: 'Volver al panel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
