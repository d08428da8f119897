import { delay, http, HttpResponse } from 'msw';
import { apiMock } from '../test/api-mocks';
import { makeSessionTokens, storeSession } from '../test/factories';
import { server } from '../test/server';
import { refreshSession } from './session-client';

describe('refreshSession', () => {
  it('sends one refresh for callers that find the token expired at the same time', async () => {
    const old = storeSession();
    const renewed = makeSessionTokens();
    const given: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/magic-link/refresh', async ({ request }) => {
        given.push(await request.json());
        await delay(50);
        return HttpResponse.json(renewed);
      }),
    );

    const results = await Promise.all([
      refreshSession(old.token),
      refreshSession(old.token),
      refreshSession(old.token),
    ]);

    // A rotated refresh token used twice would revoke the whole family on the server.
    expect(given).toEqual([{ refreshToken: old.refreshToken }]);
    results.forEach((result) => expect(result).toMatchObject({ token: renewed.token }));
  });

  it('uses a pair renewed since the caller read its token instead of refreshing again', async () => {
    const old = makeSessionTokens();
    const current = storeSession();
    const given: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/magic-link/refresh', () => {
        given.push(1);
        return HttpResponse.json(makeSessionTokens());
      }),
    );
    expect(await refreshSession(old.token)).toMatchObject({ token: current.token });
    expect(given).toEqual([]);
  });

  it('does not bring back a session signed out while its refresh was running', async () => {
    const old = storeSession();
    server.use(
      apiMock.post('/api/auth/magic-link/refresh', async () => {
        window.localStorage.removeItem('teewatch:session');
        return HttpResponse.json(makeSessionTokens());
      }),
    );
    expect(await refreshSession(old.token)).toBe('rejected');
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
  });

  it('forgets the stored session when the server refuses the refresh', async () => {
    const old = storeSession();
    server.use(
      apiMock.post('/api/auth/magic-link/refresh', () =>
        HttpResponse.json(
          { success: false, error: { code: 'INVALID_TOKEN', message: 'Revoked' } },
          { status: 401 },
        ),
      ),
    );
    expect(await refreshSession(old.token)).toBe('rejected');
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    const old = storeSession();
    server.use(apiMock.post('/api/auth/magic-link/refresh', () => HttpResponse.error()));
    expect(await refreshSession(old.token)).toBe('unreachable');
    expect(window.localStorage.getItem('teewatch:session')).not.toBeNull();
  });

  it('keeps the stored pair, not a broken one, when the answer breaks its contract', async () => {
    const old = storeSession();
    // Plain msw on purpose: apiMock would refuse this body at typecheck.
    server.use(
      http.post('/api/auth/magic-link/refresh', () =>
        HttpResponse.json({ success: true, token: 'only-half-a-pair' }),
      ),
    );
    expect(await refreshSession(old.token)).toBe('unreachable');
    expect(JSON.parse(window.localStorage.getItem('teewatch:session') ?? 'null')).toMatchObject({
      token: old.token,
      refreshToken: old.refreshToken,
    });
  });
});
