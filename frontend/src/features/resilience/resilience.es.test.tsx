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

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

/** The app loads the saved settings' language on mount, so the settings say Spanish too. */
async function speakSpanish() {
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  await speak('es');
}

describe('/error-handling in Spanish', () => {
  it('sums up the systems, and checks the form, in Spanish', async () => {
    await speakSpanish();
    const { user } = renderApp('/error-handling');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestión de errores y recuperación' }),
    ).toBeVisible();
    expect(screen.getByText('5 sistemas')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Red', selected: true })).toBeVisible();
    const glance = screen.getByRole('list', { name: 'Los sistemas de un vistazo' });
    expect(glance).toHaveTextContent('En línea · nada pendiente');
    expect(await within(glance).findByText('Aún no hay correos')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Conexión' })).toHaveTextContent(
      'Calidad de la conexión: Débil',
    );

    await user.click(screen.getByRole('tab', { name: 'Formularios' }));
    await user.type(
      screen.getByRole('textbox', { name: /^Correo electrónico/ }),
      'casey@example.com',
    );
    expect(screen.getByRole('list', { name: 'Problemas' })).toHaveTextContent(
      'Usa una dirección de correo real (no example.com)',
    );
    expect(screen.getByText('1 aviso')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Corrige 2 errores antes de enviar.')).toBeVisible();
    expect(screen.getByText('2 errores')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Problemas' })).toHaveTextContent(
      'La contraseña es obligatoria',
    );
  });
});
