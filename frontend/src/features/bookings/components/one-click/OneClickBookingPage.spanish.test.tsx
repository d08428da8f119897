import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Optimization } from '@teewatch/contracts';
import { apiMock } from '../../../../test/api-mocks';
import { serveAuthConfig } from '../../../../test/auth-handlers';
import { makeGrant } from '../../../../test/factories';
import { speak } from '../../../../test/language';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';

// The page is a lazily loaded route: the first render waits for it.
configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 40000 });

const optimization: Optimization = {
  id: 'opt-arrowhead',
  teeTime: {
    id: 'tee-arrowhead',
    courseId: 'arrowhead-golf-club',
    courseName: 'Arrowhead Golf Club',
    date: '2099-06-20',
    time: '08:10',
    price: 95,
    holes: 18,
    openSpots: 4,
    distanceMiles: 19.4,
    bookingUrl: 'https://arrowhead.example/book',
  },
  optimizationScore: 0.86,
  bookingStrategy: 'immediate',
  estimatedSuccess: 0.65,
  reasons: ['8:10 AM, 10 minutes from your 8:00 AM'],
};

beforeEach(async () => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  // The app loads the saved settings' language on mount, so the settings say Spanish too.
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  await speak('es');
  serveAuthConfig();
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/colorado/courses', () => HttpResponse.json({ success: true, courses: [] })),
    apiMock.get('/api/one-click-booking/stats', () =>
      HttpResponse.json({
        success: true,
        stats: {
          activeOptimizations: 3,
          queueLength: 0,
          successRate: 0.5,
          bookingsFinished: 2,
          avgOptimizationScore: 0.72,
        },
      }),
    ),
    apiMock.post('/api/one-click-booking/optimize', () =>
      HttpResponse.json({
        success: true,
        date: '2099-06-20',
        considered: 1,
        optimizations: [optimization],
      }),
    ),
  );
});

describe('one-click booking in Spanish', () => {
  it('shows the preferences and the top pick in Spanish', async () => {
    renderApp('/one-click-booking');

    expect(await screen.findByRole('heading', { name: 'Reserva en un clic' })).toBeVisible();
    const top = await screen.findByRole('region', { name: 'Mejor recomendación' });
    const course = within(top).getByRole('heading', { name: 'Arrowhead Golf Club' });
    expect(course).toHaveAttribute('translate', 'no');
    expect(within(top).getByText(/18 hoyos · \$95 por jugador · 19\.4 mi$/)).toBeVisible();
    expect(within(top).getByText('65% de probabilidad de éxito')).toBeVisible();
    expect(within(top).getByRole('link', { name: 'Inicia sesión para reservar' })).toBeVisible();

    const preferences = screen.getByRole('region', { name: 'Tus preferencias' });
    expect(within(preferences).getByText('25 millas')).toBeInTheDocument();
    expect(within(preferences).getByRole('button', { name: 'moderada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Rendimiento' })).toHaveTextContent(
      'Tasa de éxito50%',
    );
  });
});
