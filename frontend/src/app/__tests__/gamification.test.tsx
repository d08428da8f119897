import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type {
  FriendsResponse,
  Group,
  GroupAlert,
  LeaderboardEntry,
  LeaderboardResponse,
} from '@teewatch/contracts';
import { apiMock } from '../../test/api-mocks';
import { serveAuthConfig, serveMe } from '../../test/auth-handlers';
import {
  makeAchievements,
  makeBooking,
  makeGamificationStats,
  makeGrant,
  makeSessionTokens,
  storeSession,
} from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await import('../routes/GamificationRoute');
  await import('../routes/AchievementsRoute');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  serveAuthConfig();
});

function signIn() {
  const tokens = storeSession(makeSessionTokens());
  serveMe(tokens.user);
  return tokens.user;
}

const streakHistory = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  active: index >= 27,
  frozen: index === 26,
}));

function anEntry(rank: number, name: string, points: number, mine = false): LeaderboardEntry {
  return {
    rank,
    userId: `user-${name}`,
    name,
    email: mine ? 'pat@example.com' : null,
    points,
    totalPoints: points,
    level: 1,
    levelName: 'Rookie Golfer',
    weeklyPoints: points,
    monthlyPoints: points,
    achievements: 1,
    streak: 2,
    badge: 'bronze',
    isFriend: false,
    isCurrentUser: mine,
  };
}

function serveStats(totalPoints: number, demoMode: boolean, unlocked = ['welcome']) {
  server.use(
    apiMock.get('/api/gamification/leaderboard', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type') as LeaderboardResponse['type'];
      return HttpResponse.json({
        success: true,
        type,
        periodStart: null,
        entries: type === 'weekly' ? [] : [anEntry(1, 'Ada', 9000), anEntry(2, 'Ben', 4000)],
        currentUser: type === 'weekly' ? null : anEntry(1234, 'Pat', 500, true),
      });
    }),
    apiMock.get('/api/gamification/streak-data', () =>
      HttpResponse.json({
        success: true,
        streakData: {
          currentStreak: 3,
          longestStreak: 5,
          totalDays: 9,
          lastActiveDate: '2026-11-30',
          streakHistory,
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
    apiMock.get('/api/gamification/stats', () =>
      HttpResponse.json({
        success: true,
        stats: makeGamificationStats(totalPoints, unlocked.length),
        achievements: makeAchievements(unlocked),
        demoMode,
      }),
    ),
  );
}

describe('/gamification', () => {
  it('asks a signed-out golfer to sign in, and comes back here after', async () => {
    renderApp('/gamification');
    const prompt = await screen.findByRole('region', { name: 'Unlock Gamification' });
    expect(within(prompt).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fgamification',
    );
  });

  it("shows the golfer's level, figures and achievements, without demo buttons outside demo mode", async () => {
    signIn();
    serveStats(750, false, ['welcome', 'first-alert']);
    renderApp('/gamification');

    const level = await screen.findByRole('region', { name: 'Rookie Golfer' });
    expect(within(level).getByText('750 points')).toBeVisible();
    expect(within(level).getByText('250 points to Weekend Warrior')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Achievements' })).getByText('2 / 21'),
    ).toBeVisible();
    const grid = screen.getByRole('list', { name: 'Achievements' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(21);
    expect(within(grid).getByLabelText('First Alert, unlocked')).toHaveTextContent(
      '250 points · Unlocked Nov 20, 2026',
    );
    expect(within(grid).getByLabelText('Always Watching, locked')).toHaveTextContent('0 of 10');
    expect(screen.queryByRole('region', { name: 'Demo Actions' })).toBeNull();

    const streak = await screen.findByRole('region', { name: 'Your Streak' });
    expect(within(streak).getByText('3 days')).toBeVisible();
    const calendar = within(streak).getByRole('list', { name: 'Last 30 days' });
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(30);
    expect(
      within(calendar).getByLabelText('Fri, Nov 27: frozen (streak freeze used)'),
    ).toBeVisible();
    expect(within(calendar).getByLabelText('Mon, Nov 30: active')).toBeVisible();
    expect(
      within(streak).getByText(/Next milestone: Birdie Streak at 7 days \(\+700 points\)/),
    ).toBeVisible();
  });

  it('ranks golfers on four boards and shows the golfer their own place off the list', async () => {
    signIn();
    serveStats(500, false);
    const { user } = renderApp('/gamification');
    const boards = await screen.findByRole('region', { name: 'Leaderboards' });
    const global = await within(boards).findByRole('list', { name: 'Global leaderboard' });
    expect(
      within(global)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '#1AdaRookie Golfer · 2-day streak · Bronze badge9,000',
      '#2BenRookie Golfer · 2-day streak · Bronze badge4,000',
    ]);
    expect(within(boards).getByText('Your place: #1,234 with 500 points.')).toBeVisible();

    await user.click(within(boards).getByRole('tab', { name: 'Weekly' }));
    expect(
      await within(boards).findByText('No points this week yet (weeks start Monday).'),
    ).toBeVisible();
  });

  it('tells the server once a day that the golfer opened TeeWatch', async () => {
    signIn();
    serveStats(500, false);
    let checkIns = 0;
    server.use(
      apiMock.post('/api/gamification/update-streak', () => {
        checkIns += 1;
        return HttpResponse.json({ success: true, streakDays: 1 });
      }),
    );
    renderApp('/gamification');
    await screen.findByRole('region', { name: 'Your Streak' });
    await waitFor(() => expect(checkIns).toBe(1));
    cleanup();
    renderApp('/gamification');
    await screen.findByRole('region', { name: 'Your Streak' });
    expect(checkIns).toBe(1);
  });

  it('in demo mode awards points and names the level they reach', async () => {
    signIn();
    serveStats(950, true);
    const awarded: unknown[] = [];
    server.use(
      apiMock.post('/api/gamification/award-points', async ({ request }) => {
        awarded.push(await request.json());
        serveStats(1050, true);
        return HttpResponse.json({
          success: true,
          stats: makeGamificationStats(1050),
          leveledUp: true,
          newLevel: { level: 2, name: 'Weekend Warrior' },
        });
      }),
    );
    renderApp('/gamification');

    await userEvent.click(await screen.findByRole('button', { name: 'Award 100 Points' }));
    expect(awarded).toEqual([{ points: 100, reason: 'Demo points' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Level Up!You are now a Weekend Warrior.',
    );
    expect(await screen.findByRole('region', { name: 'Weekend Warrior' })).toBeVisible();
  });
});

describe('/achievements', () => {
  it("lists the golfer's own achievements with what they are worth", async () => {
    const user = signIn();
    server.use(
      apiMock.get('/api/achievements/user/:userId/achievements', ({ params }) =>
        params.userId === user.id
          ? HttpResponse.json({ success: true, data: makeAchievements(['welcome', 'first-alert']) })
          : HttpResponse.json({ success: true, data: [] }),
      ),
    );
    renderApp('/achievements');
    expect(await screen.findByText(/2 of 21 unlocked, worth 750 points/)).toBeVisible();
    expect(screen.getByLabelText('Welcome to TeeWatch, unlocked')).toBeVisible();
  });

  it('says so when there is no achievement data', async () => {
    signIn();
    server.use(
      apiMock.get('/api/achievements/user/:userId/achievements', () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
    );
    renderApp('/achievements');
    expect(await screen.findByText('No achievement data available.')).toBeVisible();
  });
});

describe('friends on the dashboard', () => {
  const friend = (name: string) => ({
    userId: `user-${name}`,
    name,
    levelName: 'Rookie Golfer',
    totalPoints: 750,
    since: '2026-11-20T15:00:00.000Z',
  });

  it('invites by a link copied to the clipboard, and answers a request', async () => {
    signIn();
    let friends: FriendsResponse = {
      success: true,
      myUserId: 'user-1',
      friends: [],
      incoming: [friend('Bea')],
      outgoing: [],
      invitations: [],
    };
    const accepted: string[] = [];
    server.use(
      apiMock.get('/api/users/me/activity', () => HttpResponse.json({ success: true, data: [] })),
      apiMock.get('/api/friends', () => HttpResponse.json(friends)),
      apiMock.post('/api/friends/invitations', () =>
        HttpResponse.json(
          {
            success: true,
            invitation: {
              code: 'K7QM-2XPA-9GHT-W3RZ',
              link: 'http://localhost:3000/?code=K7QM-2XPA-9GHT-W3RZ',
              expiresAt: '2026-12-09T15:00:00.000Z',
              status: 'unused',
            },
          },
          { status: 201 },
        ),
      ),
      apiMock.post('/api/friends/:userId/accept', ({ params }) => {
        accepted.push(params.userId as string);
        friends = { ...friends, incoming: [], friends: [friend('Bea')] };
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Friends' });

    await user.click(await within(card).findByRole('button', { name: 'Invite a Friend' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        'http://localhost:3000/?code=K7QM-2XPA-9GHT-W3RZ',
      ),
    );

    const requests = within(card).getByRole('list', { name: 'Friend requests' });
    await user.click(within(requests).getByRole('button', { name: 'Accept' }));
    expect(accepted).toEqual(['user-Bea']);
    const list = await within(card).findByRole('list', { name: 'Your friends' });
    expect(within(list).getByText('Bea')).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent('You and Bea are friends now.');
  });
});

describe('golf groups on the dashboard', () => {
  it("shows a group alert's tee times and takes the golfer's In", async () => {
    signIn();
    const match = {
      teeTimeId: 'tee-1',
      courseName: 'Wellshire Golf Course',
      date: '2099-06-20',
      time: '08:10',
      holes: 18,
      spots: 4,
      price: 60,
      bookingUrl: 'https://wellshire.example/book',
      inNames: ['Bea'],
      outNames: [],
      myAnswer: null,
    };
    let group: Group = {
      id: 'group-1',
      name: 'Saturday crew',
      isOwner: true,
      members: [
        { userId: 'user-1', name: 'Pat' },
        { userId: 'user-Bea', name: 'Bea' },
      ],
      alerts: [
        {
          id: 'alert-1',
          label: 'Denver Metro',
          date: '2099-06-20',
          timePreference: 'morning',
          spots: 4,
          maxPrice: 70,
          matches: [match],
          booking: null,
        },
      ],
    };
    const answers: unknown[] = [];
    server.use(
      apiMock.get('/api/users/me/activity', () => HttpResponse.json({ success: true, data: [] })),
      apiMock.get('/api/groups', () => HttpResponse.json({ success: true, groups: [group] })),
      apiMock.put(
        '/api/groups/:groupId/alerts/:alertId/tee-times/:teeTimeId/answer',
        async ({ request, params }) => {
          answers.push({ ...params, ...((await request.json()) as object) });
          group = {
            ...group,
            alerts: [
              {
                ...group.alerts[0]!,
                matches: [{ ...match, inNames: ['Bea', 'Pat'], myAnswer: 'in' }],
              },
            ],
          };
          return HttpResponse.json({ success: true, group });
        },
      ),
    );
    const { user } = renderApp('/dashboard');
    const crew = await screen.findByRole('region', { name: 'Saturday crew' });
    const times = within(crew).getByRole('list', { name: 'Tee times for Denver Metro' });
    expect(within(times).getByText('Wellshire Golf Course · 8:10 AM')).toBeVisible();
    expect(within(times).getByText(/In: Bea/)).toBeVisible();

    await user.click(within(times).getByRole('button', { name: 'In' }));
    expect(answers).toEqual([
      { groupId: 'group-1', alertId: 'alert-1', teeTimeId: 'tee-1', answer: 'in' },
    ]);
    expect(await within(crew).findByText(/In: Bea, Pat/)).toBeVisible();
    expect(within(times).getByRole('button', { name: 'In' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('books a tee time for the whole group, and shows everyone who booked it', async () => {
    signIn();
    const match = {
      teeTimeId: 'tee-1',
      courseName: 'Wellshire Golf Course',
      date: '2099-06-20',
      time: '08:10',
      holes: 18,
      spots: 4,
      price: 60,
      bookingUrl: 'https://wellshire.example/book',
      inNames: ['Bea'],
      outNames: [],
      myAnswer: null,
    };
    const alert: GroupAlert = {
      id: 'alert-1',
      label: 'Denver Metro',
      date: '2099-06-20',
      timePreference: 'morning',
      spots: 4,
      maxPrice: 70,
      matches: [match],
      booking: null,
    };
    let group: Group = {
      id: 'group-1',
      name: 'Saturday crew',
      isOwner: true,
      members: [
        { userId: 'user-1', name: 'Pat' },
        { userId: 'user-Bea', name: 'Bea' },
      ],
      alerts: [alert],
    };
    const booked: unknown[] = [];
    const booking = makeBooking({
      players: 4,
      confirmationNumber: 'WS-4410',
      message:
        'Booked: Wellshire Golf Course, Sat Jun 20 8:10 AM, 4 players. Confirmation WS-4410.',
    });
    server.use(
      apiMock.get('/api/users/me/activity', () => HttpResponse.json({ success: true, data: [] })),
      apiMock.get('/api/groups', () => HttpResponse.json({ success: true, groups: [group] })),
      apiMock.get('/api/tee-times/:id/booking-terms', () =>
        HttpResponse.json({ success: true, cancellationTerms: null, golferBooksThemselves: false }),
      ),
      apiMock.post(
        '/api/groups/:groupId/alerts/:alertId/tee-times/:teeTimeId/booking',
        ({ params }) => {
          booked.push(params);
          group = {
            ...group,
            alerts: [
              {
                ...alert,
                booking: {
                  teeTimeId: 'tee-1',
                  bookedBy: 'Pat',
                  byMe: true,
                  status: 'booked',
                  courseName: 'Wellshire Golf Course',
                  date: '2099-06-20',
                  time: '08:10',
                  players: 4,
                  confirmationNumber: 'WS-4410',
                  deepLink: null,
                },
              },
            ],
          };
          return HttpResponse.json(
            { success: true, message: booking.message, bookingId: booking.id, booking },
            { status: 201 },
          );
        },
      ),
    );
    const { user } = renderApp('/dashboard');
    const crew = await screen.findByRole('region', { name: 'Saturday crew' });
    await user.click(
      within(crew).getByRole('button', {
        name: 'Book Wellshire Golf Course at 8:10 AM for the group',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book for the group' });
    expect(within(dialog).getByText(/4 players, the group's spots: \$240 in all/)).toBeVisible();
    expect(await within(dialog).findByText("Check the course's cancellation policy")).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));

    expect(booked).toEqual([{ groupId: 'group-1', alertId: 'alert-1', teeTimeId: 'tee-1' }]);
    // The outcome stays on screen until the golfer is done with it.
    expect(await within(dialog).findByText(booking.message)).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(
      await within(crew).findByText(
        /You booked Wellshire Golf Course, .* at 8:10 AM, 4 players for the group \(confirmation WS-4410\)/,
      ),
    ).toBeVisible();
    expect(within(crew).queryByRole('button', { name: /for the group/ })).toBeNull();
  });
});
