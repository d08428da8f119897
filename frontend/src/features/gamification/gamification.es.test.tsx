import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveAuthConfig, serveMe } from '../../test/auth-handlers';
import {
  makeAchievements,
  makeGamificationStats,
  makeGrant,
  makeSessionTokens,
  makeSessionUser,
  storeSession,
} from '../../test/factories';
import { speak } from '../../test/language';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// The test opens a whole page; a busy machine gets more time than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  // The page loads lazily: transform it once up front so the test does not wait on the import.
  await import('./components/GamificationPage');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  serveAuthConfig();
});

describe('/gamification in Spanish', () => {
  it("shows the golfer's level, streak and boards in Spanish", async () => {
    // A Spanish golfer: the browser's settings and the account both say Spanish.
    window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
    const tokens = makeSessionTokens({ user: makeSessionUser({ language: 'es' }) });
    serveMe(storeSession(tokens).user);
    server.use(
      apiMock.get('/api/gamification/stats', () =>
        HttpResponse.json({
          success: true,
          stats: makeGamificationStats(750, 2),
          achievements: makeAchievements(['welcome', 'first-alert']),
          demoMode: false,
        }),
      ),
      apiMock.get('/api/gamification/streak-data', () =>
        HttpResponse.json({
          success: true,
          streakData: {
            currentStreak: 3,
            longestStreak: 1,
            totalDays: 9,
            lastActiveDate: '2026-11-30',
            streakHistory: [{ date: '2026-11-27', active: false, frozen: true }],
            nextMilestone: {
              days: 7,
              name: 'Birdie Streak',
              points: 700,
              badge: 'silver',
              icon: 'fire',
            },
            freezeAvailable: false,
          },
        }),
      ),
      apiMock.get('/api/gamification/leaderboard', () =>
        HttpResponse.json({
          success: true,
          type: 'global',
          periodStart: null,
          entries: [],
          currentUser: null,
        }),
      ),
      apiMock.post('/api/gamification/update-streak', () =>
        HttpResponse.json({ success: true, streakDays: 3 }),
      ),
    );
    await speak('es');
    renderApp('/gamification');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gamificación' })).toBeVisible();
    const level = await screen.findByRole('region', { name: 'Golfista novato' });
    expect(within(level).getByText('Nivel 1')).toBeVisible();
    expect(within(level).getByText('750 puntos')).toBeVisible();
    expect(
      within(level).getByText('Te faltan 250 puntos para llegar a Guerrero de fin de semana'),
    ).toBeVisible();

    const grid = screen.getByRole('list', { name: 'Logros' });
    const firstAlert = within(grid).getByLabelText('Primera alerta, desbloqueado');
    expect(firstAlert).toHaveTextContent('Crea tu primera alerta de tee times.');
    expect(firstAlert).toHaveTextContent('250 puntos · Desbloqueado el 20 nov 2026');
    expect(within(grid).getByLabelText('Racha de birdie, bloqueado')).toHaveTextContent(
      'Usa TeeWatch 7 días seguidos.',
    );

    const streak = await screen.findByRole('region', { name: 'Tu racha' });
    expect(within(streak).getByText('3 días')).toBeVisible();
    expect(within(streak).getByText('1 día')).toBeVisible();
    expect(
      within(streak).getByLabelText('vie, 27 de nov: protegido (se usó el protector de racha)'),
    ).toBeVisible();
    expect(
      within(streak).getByText(/^Siguiente meta: Racha de birdie a los 7 días \(\+700 puntos\)\./),
    ).toBeVisible();

    const boards = screen.getByRole('region', { name: 'Clasificaciones' });
    expect(within(boards).getByRole('tab', { name: 'Semanal' })).toBeVisible();
    expect(await within(boards).findByText('Nadie tiene puntos todavía.')).toBeVisible();
  });
});
