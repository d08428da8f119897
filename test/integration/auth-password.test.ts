import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { passwordRules } from '@teewatch/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { emailTokens, users } from '../../backend/src/db/schema/index.js';
import { type StoredEmail } from '../../sandbox/src/messaging/messaging-context.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { aUser } from '../factories/user.factory.js';
import { startTestApi } from '../support/api.js';
import { emailTo, linkIn, resetAccounts } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Email and password accounts against the real API, PostgreSQL, Redis and the sandbox's SES:
 * sign-up, confirmation, sign-in, the guessing limits, and password reset.
 */
const database = openTestDatabase();
let sandbox: MessagingSandbox;
let app: NestFastifyApplication;
let config: AppConfig;

const api = () => request(app.getHttpServer());
const emails = (): StoredEmail[] => sandbox.context.emails;
const login = (email: string, password: string) =>
  api().post('/api/auth/login').send({ email, password });
const userByEmail = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  sandbox = await startMessagingSandbox();
  ({ app, config } = await startTestApi({
    SES_ENDPOINT: `${sandbox.url}/ses`,
    // A low hourly cap, so the hard cap shows without a hundred requests.
    LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '8',
    LOGIN_FAILURES_PER_IP_PER_HOUR: '30',
  }));
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
  await database.close();
});
beforeEach(async () => {
  await resetAccounts(database.pool, config);
  sandbox.context.reset();
});

describe('sign-up, confirmation and sign-in', () => {
  it('signs up, confirms the address from the email, then signs in with the password', async () => {
    const account = {
      name: 'Ada Birdie',
      email: 'Ada.Birdie@Example.com',
      password: 'fairway-7-iron',
    };
    const signUp = await api().post('/api/auth/signup').send(account).expect(202);
    expect(signUp.body).toEqual({
      success: true,
      message: 'Check your email: we sent you a link to finish creating your account.',
    });
    const unconfirmed = await userByEmail('ada.birdie@example.com');
    expect(unconfirmed).toMatchObject({ displayName: 'Ada Birdie', emailVerifiedAt: null });

    const mail = await emailTo(emails, 'ada.birdie@example.com', /Confirm your TeeWatch email/);
    const link = linkIn(mail, 'http://localhost:3000/auth/verify-email');
    const verified = await api()
      .post('/api/auth/verify-email')
      .send({ token: link.searchParams.get('token') })
      .expect(200);
    expect(verified.body).toMatchObject({
      success: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: {
        email: 'ada.birdie@example.com',
        displayName: 'Ada Birdie',
        firstName: 'Ada',
        accountType: 'email',
        providers: ['email'],
      },
    });
    expect(new Date(verified.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const signedIn = await login('ADA.BIRDIE@example.com', 'fairway-7-iron').expect(200);
    const me = await api()
      .get('/api/users/me')
      .set('Authorization', `Bearer ${signedIn.body.token}`)
      .expect(200);
    expect(me.body.user).toMatchObject({ id: unconfirmed!.id, email: 'ada.birdie@example.com' });

    const activity = await api()
      .get('/api/users/me/activity')
      .set('Authorization', `Bearer ${signedIn.body.token}`)
      .expect(200);
    expect(activity.body.data.map((item: { text: string }) => item.text)).toEqual([
      'Signed in with your password',
      'Signed in from your confirmation email',
      'Confirmed your email address',
      'Created your TeeWatch account',
    ]);
  });

  it('stores the password only as an argon2id hash with m=19456 KiB, t=2, p=1', async () => {
    await api()
      .post('/api/auth/signup')
      .send({ name: 'Hash Check', email: 'hash@example.com', password: 'fairway-7-iron' })
      .expect(202);
    const stored = (await userByEmail('hash@example.com'))!.passwordHash!;
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(stored).not.toContain('fairway-7-iron');
  });

  it('confirmation links work once', async () => {
    const account = { name: 'Once', email: 'once@example.com', password: 'fairway-7-iron' };
    await api().post('/api/auth/signup').send(account).expect(202);
    const mail = await emailTo(emails, account.email, /Confirm/);
    const token = linkIn(mail, 'http://localhost:3000/auth/verify-email').searchParams.get('token');
    await api().post('/api/auth/verify-email').send({ token }).expect(200);

    const again = await api().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body.error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
    });
  });

  it('refuses a common password, naming the field, and creates nothing', async () => {
    const response = await api()
      .post('/api/auth/signup')
      .send({ name: 'Common', email: 'common@example.com', password: 'Password1' })
      .expect(400);
    expect(response.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'password', message: passwordRules.common }],
    });
    const tooShort = await api()
      .post('/api/auth/signup')
      .send({ name: 'Short', email: 'common@example.com', password: 'x7!kq' })
      .expect(400);
    expect(tooShort.body.error.fields).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(await userByEmail('common@example.com')).toBeUndefined();
  });

  it('refuses fields the sign-up does not take', async () => {
    const response = await api()
      .post('/api/auth/signup')
      .send({ name: 'Role', email: 'role@example.com', password: 'fairway-7-iron', role: 'admin' })
      .expect(400);
    expect(response.body.error.fields).toEqual([
      { field: 'body', message: 'Unknown field(s): role' },
    ]);
    expect(await userByEmail('role@example.com')).toBeUndefined();
  });

  it('asks an unconfirmed account to confirm first, and sends a new link', async () => {
    const account = { name: 'Later', email: 'later@example.com', password: 'fairway-7-iron' };
    await api().post('/api/auth/signup').send(account).expect(202);
    await emailTo(emails, account.email, /Confirm/);
    sandbox.context.reset();

    const response = await login(account.email, account.password).expect(403);
    expect(response.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    await emailTo(emails, account.email, /Confirm your TeeWatch email/);
  });
});

describe('answers that say nothing about which emails have accounts', () => {
  const strangers = { name: 'Someone', password: 'fairway-7-iron' };

  it('sign-up answers a known and an unknown email byte for byte the same', async () => {
    const known = await aUser(database.db, {
      email: 'known@example.com',
      password: 'old-fairway-9',
    });
    const forKnown = await api()
      .post('/api/auth/signup')
      .send({ ...strangers, email: known.email });
    const forUnknown = await api()
      .post('/api/auth/signup')
      .send({ ...strangers, email: 'unknown@example.com' });

    expect(forKnown.status).toBe(202);
    expect([forKnown.status, forKnown.text]).toEqual([forUnknown.status, forUnknown.text]);
    // The owner hears about it; the existing account keeps its password.
    await emailTo(emails, known.email, /You already have a TeeWatch account/);
    expect((await userByEmail(known.email))!.passwordHash).toBe(known.passwordHash);
  });

  it('password reset answers a known and an unknown email the same, and only the owner gets mail', async () => {
    const known = await aUser(database.db, { password: 'old-fairway-9' });
    const forKnown = await api().post('/api/auth/reset-password').send({ email: known.email });
    const forUnknown = await api()
      .post('/api/auth/reset-password')
      .send({ email: 'nobody@example.com' });

    expect(forKnown.status).toBe(202);
    expect([forKnown.status, forKnown.text]).toEqual([forUnknown.status, forUnknown.text]);
    await emailTo(emails, known.email, /Reset your TeeWatch password/);
    expect(emails().some((email) => email.to.includes('nobody@example.com'))).toBe(false);
  });

  it('magic-link send answers a known and an unknown email the same (apart from the link id)', async () => {
    const known = await aUser(database.db);
    const forKnown = await api().post('/api/auth/magic-link/send').send({ email: known.email });
    const forUnknown = await api()
      .post('/api/auth/magic-link/send')
      .send({ email: 'nobody@example.com' });

    const shape = (response: request.Response) => ({
      status: response.status,
      body: response.text
        .replace(/"magicLinkId":"[0-9a-f-]{36}"/, '"magicLinkId":"<id>"')
        .replace(/"expiresAt":"[^"]+"/, '"expiresAt":"<time>"'),
      cookie: (response.headers['set-cookie'] as unknown as string[])[0]!
        .replace(/=[\w-]{43};/, '=<secret>;')
        .replace(/verify\/[0-9a-f-]{36}/, 'verify/<id>')
        .replace(/Expires=[^;]+/, 'Expires=<time>'),
    });
    expect(forKnown.status).toBe(200);
    expect(shape(forKnown)).toEqual(shape(forUnknown));
    // Without MAGIC_LINK_DEBUG the link is only in the email.
    expect(forKnown.body.debugUrl).toBeUndefined();
  });

  it('sign-in fails the same way for a wrong password, an unknown email and an account without a password', async () => {
    const known = await aUser(database.db, { password: 'right-fairway-1' });
    const social = await aUser(database.db, { accountType: 'google' });
    const answers = await Promise.all([
      login(known.email, 'wrong-fairway-2'),
      login('nobody@example.com', 'wrong-fairway-2'),
      login(social.email, 'wrong-fairway-2'),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      });
    }
  });
});

describe('guessing limits and password reset', () => {
  const lockedMessage =
    'Too many failed attempts. Your account is locked for 15 minutes. Reset your password to sign in now.';

  it('locks the account after five failures in a row, even for the right password', async () => {
    const golfer = await aUser(database.db, { password: 'right-fairway-1' });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await login(golfer.email, `wrong-${attempt}-fairway`).expect(401);
      expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
    }
    const fifth = await login(golfer.email, 'wrong-5-fairway').expect(423);
    expect(fifth.body.error).toEqual({ code: 'ACCOUNT_LOCKED', message: lockedMessage });
    expect(Number(fifth.headers['retry-after'])).toBe(15 * 60);

    const right = await login(golfer.email, 'right-fairway-1').expect(423);
    expect(right.body.error.code).toBe('ACCOUNT_LOCKED');
  }, 20_000);

  it('locks an unknown email the same way, so the lock reveals nothing', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login('nobody@example.com', 'wrong-fairway').expect(401);
    }
    const fifth = await login('nobody@example.com', 'wrong-fairway').expect(423);
    expect(fifth.body.error).toEqual({ code: 'ACCOUNT_LOCKED', message: lockedMessage });
  }, 20_000);

  it('lets a locked-out golfer reset the password, which unlocks and signs out everywhere', async () => {
    const golfer = await aUser(database.db, { password: 'right-fairway-1' });
    const before = await login(golfer.email, 'right-fairway-1').expect(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(golfer.email, 'wrong-fairway');
    await login(golfer.email, 'right-fairway-1').expect(423);

    await api().post('/api/auth/reset-password').send({ email: golfer.email }).expect(202);
    const mail = await emailTo(emails, golfer.email, /Reset your TeeWatch password/);
    const token = linkIn(mail, 'http://localhost:3000/reset-password').searchParams.get('token');

    const common = await api()
      .post('/api/auth/reset-password/confirm')
      .send({ token, password: 'iloveyou1' })
      .expect(400);
    expect(common.body.error.fields).toEqual([
      { field: 'password', message: passwordRules.common },
    ]);
    const reset = await api()
      .post('/api/auth/reset-password/confirm')
      .send({ token, password: 'new-fairway-3-wood' })
      .expect(200);
    expect(reset.body).toEqual({
      success: true,
      message: 'Your password has been reset. Sign in with your new password.',
    });

    await login(golfer.email, 'new-fairway-3-wood').expect(200);
    await login(golfer.email, 'right-fairway-1').expect(401);
    // The session from before the reset is over, access and refresh token alike.
    await api()
      .get('/api/users/me')
      .set('Authorization', `Bearer ${before.body.token}`)
      .expect(401);
    await api()
      .post('/api/auth/magic-link/refresh')
      .send({ refreshToken: before.body.refreshToken })
      .expect(401);
    const reused = await api()
      .post('/api/auth/reset-password/confirm')
      .send({ token, password: 'another-fairway-4' })
      .expect(400);
    expect(reused.body.error.code).toBe('INVALID_TOKEN');
  }, 20_000);

  it('refuses a reset link past its hour', async () => {
    const golfer = await aUser(database.db, { password: 'right-fairway-1' });
    await api().post('/api/auth/reset-password').send({ email: golfer.email }).expect(202);
    const mail = await emailTo(emails, golfer.email, /Reset/);
    const token = linkIn(mail, 'http://localhost:3000/reset-password').searchParams.get('token');
    await database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, golfer.id));

    const late = await api()
      .post('/api/auth/reset-password/confirm')
      .send({ token, password: 'new-fairway-3-wood' })
      .expect(400);
    expect(late.body.error.message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('caps failures per account per hour even when right passwords break the run', async () => {
    const golfer = await aUser(database.db, { password: 'right-fairway-1' });
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login(golfer.email, 'wrong').expect(401);
    await login(golfer.email, 'right-fairway-1').expect(200);
    for (let attempt = 1; attempt <= 3; attempt += 1)
      await login(golfer.email, 'wrong').expect(401);
    // The eighth failure this hour reaches the cap (8 here, 100 by default).
    await login(golfer.email, 'wrong').expect(423);
    await login(golfer.email, 'right-fairway-1').expect(423);
  }, 20_000);

  it('slows one client IP guessing across many accounts', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      answers.push((await login(`target-${attempt % 10}@example.com`, 'guess-fairway')).status);
    }
    expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(answers[30]).toBe(429);
  }, 20_000);
});
