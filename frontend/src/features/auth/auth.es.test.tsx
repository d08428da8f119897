import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { makeAuthConfig, serveActivity, serveAuthConfig, serveMe } from '../../test/auth-handlers';
import { makeGrant, makeSessionTokens, makeSessionUser, storeSession } from '../../test/factories';
import { speak } from '../../test/language';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

/**
 * Spanish for the app under test. speak() alone is undone when the app mounts: the app loads the
 * language of the saved settings (English in jsdom), so the settings say Spanish too.
 */
async function speakSpanish() {
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  await speak('es');
}

describe('signing in, in Spanish', () => {
  it('speaks Spanish on the sign-in page and in its checks', async () => {
    serveAuthConfig();
    await speakSpanish();
    const { user } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo' })).toBeVisible();
    const google = screen.getByRole('button', { name: 'Continuar con Google' });
    await waitFor(() => expect(google).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa tu correo electrónico');
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible();
  });

  it('counts the minutes a magic link works in Spanish', async () => {
    server.use(
      apiMock.get('/api/auth/config', () =>
        HttpResponse.json({ ...makeAuthConfig(), magicLinkMinutes: 1 }),
      ),
    );
    await speakSpanish();
    renderApp('/magic-login');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicia sesión con enlace mágico' }),
    ).toBeVisible();
    expect(await screen.findByText(/y sirve durante 1 minuto\.$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar enlace mágico' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Continuar con Apple/ })).toHaveTextContent(
      'Próximamente',
    );
  });

  it('says a longer lifetime in the plural', async () => {
    serveAuthConfig();
    await speakSpanish();
    renderApp('/magic-login');
    expect(await screen.findByText(/y sirve durante 10 minutos\.$/)).toBeVisible();
  });

  it('greets the golfer on the dashboard and tells the activity in Spanish', async () => {
    serveAuthConfig();
    const tokens = storeSession(
      makeSessionTokens({ user: makeSessionUser({ firstName: 'Pat', language: 'es' }) }),
    );
    serveMe(tokens.user);
    serveActivity([
      {
        id: 'activity-1',
        kind: 'signed_in',
        text: 'Signed in with your password',
        at: '2026-06-20T13:10:00.000Z',
      },
    ]);
    await speakSpanish();
    renderApp('/dashboard');

    const greeting = await screen.findByRole('heading', { level: 1 });
    expect(greeting).toHaveTextContent('¡Qué bueno verte de nuevo, Pat!');
    // The name is the golfer's own: browser translators leave it alone.
    expect(within(greeting).getByText('Pat')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Perfil' });
    expect(profile).toHaveTextContent('Tipo de cuentaCuenta de correo');
    const activity = screen.getByRole('region', { name: 'Actividad reciente' });
    const item = await within(activity).findByRole('listitem');
    expect(item).toHaveTextContent('Iniciaste sesión');
    // 7:10 a.m. in Denver, written the Spanish way.
    expect(item).toHaveTextContent(/20 jun.*7:10\sa\.\s?m\./);
  });
});
