import { configure, screen } from '@testing-library/react';
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

describe('the landing page in Spanish', () => {
  it('invites a visitor in Spanish, area names kept as they are', async () => {
    // The app loads the saved settings' language on mount, so the settings say Spanish too.
    window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
    await speak('es');
    renderApp('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No vuelvas a perderte un tee time libre en Colorado',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buscar tee times' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Alertas al instante' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reserva hoy tu tee time' })).toHaveAttribute(
      'href',
      '/alerts',
    );
    const signIn = screen.getByRole('link', { name: 'Inicia sesión' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(signIn.parentElement).toHaveTextContent(
      '¿Ya tienes cuenta? Inicia sesión para ver tu panel y tus logros.',
    );
    expect(screen.getByText('Cómo funciona')).toBeInTheDocument();
    expect(screen.getByText('Denver Metro').closest('[translate="no"]')).not.toBeNull();
  });
});
