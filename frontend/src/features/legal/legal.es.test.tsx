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

beforeEach(async () => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  // The app loads the saved settings' language on mount, so the settings say Spanish too.
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  await speak('es');
});

describe('the legal pages in Spanish', () => {
  it('reads the privacy policy in Spanish, storage keys and the address kept as written', async () => {
    renderApp('/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeVisible();
    expect(screen.getByText('Última actualización: noviembre de 2026')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'En esta página' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Qué datos guardamos y por qué' })).toBeVisible();
    expect(screen.getByText('Autorización de acceso.').tagName).toBe('STRONG');
    expect(screen.getByText('teewatch:session')).toHaveAttribute('translate', 'no');
    const contact = screen.getByRole('link', { name: 'privacy@teewatch.app' });
    expect(contact).toHaveAttribute('href', 'mailto:privacy@teewatch.app');
    expect(contact.parentElement).toHaveTextContent(
      'Preguntas o solicitudes sobre tus datos: privacy@teewatch.app.',
    );
  });

  it('reads the terms of service in Spanish', async () => {
    renderApp('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Condiciones del servicio' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sin garantía de disponibilidad' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@teewatch.app' })).toHaveAttribute(
      'href',
      'mailto:support@teewatch.app',
    );
  });
});
