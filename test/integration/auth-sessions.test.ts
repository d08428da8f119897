import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { sessionFamilies, users } from '../../backend/src/db/schema/index.js';
import { type SignedInEvent, SignInEvents } from '../../backend/src/modules/auth/sign-in-events.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { resetAccounts } from '../support/auth.js';
import { openTestDatabase, truncateAll } from '../support/database.js';

/** Sessions (access JWT, rotating refresh tokens), the auth guard, and the profile endpoints. */
const database = openTestDatabase();
let app: NestFastifyApplication;
let config: AppConfig;

const api = () => request(app.getHttpServer());
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PASSWORD = 'right-fairway-1';

async function signedIn(overrides: Parameters<typeof aUser>[1] = {}) {
  const user = await aUser(database.db, { password: PASSWORD, ...overrides });
  const response = await api()
    .post('/api/auth/login')
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  return { user, ...(response.body as { token: string; refreshToken: string }) };
}
const refresh = (refreshToken: string) =>
  api().post('/api/auth/magic-link/refresh').send({ refreshToken });

beforeAll(async () => {
  ({ app, config } = await startTestApi());
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await resetAccounts(database.pool, config);
});

describe('refresh tokens', () => {
  it('rotate on every refresh: each gives a new pair and the old access keeps its account', async () => {
    const session = await signedIn();
    const next = await refresh(session.refreshToken).expect(200);
    expect(next.body).toMatchObject({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: session.user.id, email: session.user.email },
    });
    expect(next.body.refreshToken).not.toBe(session.refreshToken);
    const me = await api().get('/api/auth/magic-link/me').set(bearer(next.body.token)).expect(200);
    expect(me.body).toMatchObject({ success: true, user: { id: session.user.id } });
  });

  it('revoke the whole family when a rotated token is used again: the newer token dies too', async () => {
    const session = await signedIn();
    const second = (await refresh(session.refreshToken).expect(200)).body;

    const replay = await refresh(session.refreshToken).expect(401);
    expect(replay.body.error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Session expired. Please sign in again.',
    });
    await refresh(second.refreshToken).expect(401);
    await api().get('/api/users/me').set(bearer(second.token)).expect(401);
    const [family] = await database.db
      .select()
      .from(sessionFamilies)
      .where(eq(sessionFamilies.userId, session.user.id));
    expect(family!.revokedReason).toBe('refresh_token_reused');
  });

  it('of another session keep working when one session logs out', async () => {
    const phone = await signedIn();
    const laptop = await api()
      .post('/api/auth/login')
      .send({ email: phone.user.email, password: PASSWORD })
      .expect(200);

    await api()
      .post('/api/auth/magic-link/logout')
      .send({ refreshToken: phone.refreshToken })
      .expect(200);
    await refresh(phone.refreshToken).expect(401);
    await api().get('/api/users/me').set(bearer(phone.token)).expect(401);
    await refresh(laptop.body.refreshToken).expect(200);
  });

  it('stop at the absolute lifetime of their family', async () => {
    const session = await signedIn();
    await database.db
      .update(sessionFamilies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionFamilies.userId, session.user.id));
    await refresh(session.refreshToken).expect(401);
  });

  it('refuse anything that is not a refresh token this server issued', async () => {
    const garbage = await refresh('x'.repeat(43)).expect(401);
    expect(garbage.body.error.code).toBe('INVALID_TOKEN');
    const missing = await api().post('/api/auth/magic-link/refresh').send({}).expect(400);
    expect(missing.body.error.fields).toEqual([
      { field: 'refreshToken', message: 'refreshToken is required' },
    ]);
  });
});

describe('access tokens', () => {
  it('answer 401 TOKEN_EXPIRED once expired, so the client refreshes', async () => {
    // The API's clock is the test's: it moves past the token's 15 minutes instead of waiting.
    let aheadMs = 0;
    const shortLived = await startTestApi({}, { now: () => new Date(Date.now() + aheadMs) });
    try {
      const user = await aUser(database.db, { password: PASSWORD });
      const session = await request(shortLived.app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      await request(shortLived.app.getHttpServer())
        .get('/api/users/me')
        .set(bearer(session.body.token))
        .expect(200);
      aheadMs = 15 * 60 * 1000 + 1000;

      const expired = await request(shortLived.app.getHttpServer())
        .get('/api/users/me')
        .set(bearer(session.body.token))
        .expect(401);
      expect(expired.body.error.code).toBe('TOKEN_EXPIRED');
      // The refresh token still gets a fresh pair.
      const renewed = await request(shortLived.app.getHttpServer())
        .post('/api/auth/magic-link/refresh')
        .send({ refreshToken: session.body.refreshToken })
        .expect(200);
      await request(shortLived.app.getHttpServer())
        .get('/api/users/me')
        .set(bearer(renewed.body.token))
        .expect(200);
    } finally {
      await shortLived.app.close();
    }
  }, 20_000);

  it('answer 401 UNAUTHENTICATED when missing, malformed or forged', async () => {
    const cookie = await grantedCookie(app, database.db);
    const missing = await api().get('/api/users/me').set('Cookie', cookie).expect(401);
    expect(missing.body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });
    const session = await signedIn();
    const [header, payload, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone' })).toString('base64url')}.${signature}`;
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${forged}`, 'Bearer nonsense']) {
      const response = await api()
        .get('/api/users/me')
        .set('Cookie', cookie)
        .set('Authorization', authorization)
        .expect(401);
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('count as access: a signed-in browser needs no access-code cookie', async () => {
    const session = await signedIn();
    await api().get('/api/users/me').set(bearer(session.token)).expect(200);
    const gated = await api().get('/api/users/me').expect(403);
    expect(gated.body.error.code).toBe('ACCESS_REQUIRED');
  });
});

describe('sign-in routes', () => {
  it('are open to a browser without an access grant, but not to other sites', async () => {
    await api().get('/api/auth/config').expect(200);
    const foreign = await api()
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@example.com', password: PASSWORD })
      .expect(403);
    expect(foreign.body.error.code).toBe('CROSS_SITE_REQUEST');
  });

  it('tell other modules who signed in and from which access grant', async () => {
    const heard: SignedInEvent[] = [];
    app.get(SignInEvents).subscribe(async (event) => {
      heard.push(event);
    });
    const cookie = await grantedCookie(app, database.db);
    const user = await aUser(database.db, { password: PASSWORD });
    await api()
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    await api().post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);

    expect(heard).toEqual([
      { userId: user.id, grantId: expect.stringMatching(/^[0-9a-f-]{36}$/), method: 'password' },
      { userId: user.id, grantId: null, method: 'password' },
    ]);
  });

  it('describe the enabled methods', async () => {
    const response = await api().get('/api/auth/config').expect(200);
    expect(response.body).toEqual({
      success: true,
      methods: {
        password: true,
        magicLink: true,
        google: false,
        facebook: false,
        github: false,
        apple: false,
      },
      magicLinkMinutes: 10,
    });
  });
});

describe('profile', () => {
  it('shows and renames the caller, and records it in Recent Activity', async () => {
    const session = await signedIn({ displayName: 'Pat Golfer' });
    const renamed = await api()
      .patch('/api/users/me')
      .set(bearer(session.token))
      .send({ name: '  Patricia Links ' })
      .expect(200);
    expect(renamed.body.user).toMatchObject({
      id: session.user.id,
      displayName: 'Patricia Links',
      firstName: 'Patricia',
      accountType: 'email',
    });
    const activity = await api()
      .get('/api/users/me/activity')
      .set(bearer(session.token))
      .expect(200);
    expect(activity.body.data[0]).toMatchObject({
      kind: 'profile_updated',
      text: 'Updated your profile name',
      at: expect.any(String),
    });
  });

  it('refuses fields a golfer may not set, and changes nothing', async () => {
    const session = await signedIn({ displayName: 'Pat Golfer' });
    for (const body of [
      { role: 'admin' },
      { name: 'Pat', role: 'admin' },
      { name: 'Pat', points: 1_000_000 },
      { name: 'Pat', id: '00000000-0000-0000-0000-000000000000' },
      { name: 'Pat', email: 'other@example.com' },
    ]) {
      const response = await api().patch('/api/users/me').set(bearer(session.token)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ displayName: 'Pat Golfer', email: session.user.email });
  });

  it("never shows one golfer another's profile or activity", async () => {
    const ann = await signedIn({ displayName: 'Ann' });
    const bob = await signedIn({ displayName: 'Bob' });
    await api().patch('/api/users/me').set(bearer(bob.token)).send({ name: 'Bob B' }).expect(200);

    const annMe = await api().get('/api/users/me').set(bearer(ann.token)).expect(200);
    expect(annMe.body.user).toMatchObject({ id: ann.user.id, displayName: 'Ann' });
    const annActivity = await api()
      .get('/api/users/me/activity')
      .set(bearer(ann.token))
      .expect(200);
    expect(annActivity.body.data.map((item: { kind: string }) => item.kind)).toEqual(['signed_in']);
    // No route takes another account's id.
    await api().get(`/api/users/${bob.user.id}`).set(bearer(ann.token)).expect(404);
  });

  it('keeps Recent Activity to the ten newest, newest first', async () => {
    const session = await signedIn();
    for (let rename = 1; rename <= 11; rename += 1) {
      await api()
        .patch('/api/users/me')
        .set(bearer(session.token))
        .send({ name: `Name ${rename}` })
        .expect(200);
    }
    const activity = await api()
      .get('/api/users/me/activity')
      .set(bearer(session.token))
      .expect(200);
    expect(activity.body.data).toHaveLength(10);
    const times = activity.body.data.map((item: { at: string }) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
