import { randomBytes, randomUUID } from 'node:crypto';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { anAccessCode } from '../factories/access-code.factory.js';
import { aUser } from '../factories/user.factory.js';
import { startTestApi } from '../support/api.js';
import { emailTo, linkIn } from '../support/auth.js';
import { recordCheck, tries } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Brute force on passwords, access codes and magic links: the attacker is slowed and stopped, the owner (or a
 * visitor with a valid code) never is. Each API gets its own counter prefix, so no test sees
 * another's counts; client addresses come from X-Forwarded-For behind a trusted proxy.
 */
const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
const apps: NestFastifyApplication[] = [];
let messaging: MessagingSandbox | undefined;

async function anApi(settings: Record<string, string> = {}) {
  const { app } = await startTestApi({
    TRUST_PROXY: 'true',
    QUEUE_PREFIX: `security-${randomUUID().slice(0, 8)}`,
    ...settings,
  });
  apps.push(app);
  const server = app.getHttpServer();
  return {
    login: (email: string, password: string, ip: string, cookie?: string) => {
      const call = request(server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email, password });
      return cookie ? call.set('Cookie', cookie) : call;
    },
    validate: (code: string, ip: string) =>
      request(server).post('/api/access-codes/validate').set('X-Forwarded-For', ip).send({ code }),
  };
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await messaging?.close();
  await database.close();
});

describe('password guessing', () => {
  it("locks out the attacker's address, never the owner signing in from theirs", async () => {
    const api = await anApi();
    const owner = await aUser(database.db, { password: PASSWORD });
    const guesses = tries(200, 20);
    const answers: number[] = [];
    for (let guess = 0; guess < guesses; guess += 1) {
      answers.push((await api.login(owner.email, `guess-${guess}-fairway`, '203.0.113.66')).status);
    }
    const stoppedAfter = answers.findIndex((status) => status !== 401);
    const ownerAnswer = (await api.login(owner.email, PASSWORD, '198.51.100.20')).status;
    recordCheck(
      'security',
      `password: ${guesses} guesses from one address`,
      `attacker locked at try ${stoppedAfter + 1}; owner HTTP ${ownerAnswer}`,
      stoppedAfter === 4 && ownerAnswer === 200,
    );
    expect(stoppedAfter).toBe(4); // the fifth failure locks, and says so
    expect(answers.slice(4).every((status) => status === 423 || status === 429)).toBe(true);
    expect(ownerAnswer).toBe(200);
  }, 60_000);

  it('caps a guessing spread over many addresses, except on a browser the owner signed in on', async () => {
    const api = await anApi({ LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '20' });
    const owner = await aUser(database.db, { password: PASSWORD });
    const first = await api.login(owner.email, PASSWORD, '198.51.100.20').expect(200);
    const trustedCookie = (first.headers['set-cookie'] as unknown as string[])
      .find((cookie) => cookie.startsWith('teewatch_trusted_device='))!
      .split(';')[0]!;

    // One guess from each of 20 addresses: no address reaches its own lock, the account its cap.
    for (let address = 0; address < 20; address += 1) {
      await api.login(owner.email, 'guess-fairway', `203.0.113.${address}`);
    }
    const elsewhere = (await api.login(owner.email, PASSWORD, '192.0.2.7')).status;
    const ownBrowser = (await api.login(owner.email, PASSWORD, '192.0.2.8', trustedCookie)).status;
    recordCheck(
      'security',
      'password: 20 guesses from 20 addresses',
      `new browser HTTP ${elsewhere}; owner's browser HTTP ${ownBrowser}`,
      elsewhere === 423 && ownBrowser === 200,
    );
    expect(elsewhere).toBe(423);
    expect(ownBrowser).toBe(200);
  }, 30_000);
});

describe('access-code guessing', () => {
  it('gives parallel guesses from one address exactly the tries allowed', async () => {
    const api = await anApi({ ACCESS_THROTTLE_FAILURES_PER_IP: '15' });
    const guesses = tries(50, 30);
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, guess) => api.validate(`WRONG-${guess}`, '203.0.113.5')),
    );
    const checked = answers.filter((answer) => answer.status === 400).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    recordCheck(
      'security',
      `access code: ${guesses} parallel guesses, limit 15`,
      `${checked} checked, ${refused} refused`,
      checked === 15,
    );
    expect({ checked, refused }).toEqual({ checked: 15, refused: guesses - 15 });
  });

  it('brakes the whole world guessing, but lets a visitor with a valid code in', async () => {
    const api = await anApi({
      ACCESS_THROTTLE_FAILURES_PER_IP: '100',
      ACCESS_THROTTLE_FAILURES_GLOBAL: '30',
    });
    const addresses = tries(60, 10);
    await Promise.all(
      Array.from({ length: addresses * 4 }, (_, guess) =>
        api.validate(`WRONG-${guess}`, `203.0.113.${guess % addresses}`),
      ),
    );
    const code = await anAccessCode(database.db);
    const visitor = (await api.validate(code.code, '198.51.100.44')).status;
    const anotherGuess = (await api.validate('WRONG-AGAIN', '198.51.100.45')).status;
    recordCheck(
      'security',
      `access code: ${addresses * 4} wrong codes from ${addresses} addresses`,
      `valid code HTTP ${visitor}; next wrong code HTTP ${anotherGuess}`,
      visitor === 200 && anotherGuess === 429,
    );
    expect(visitor).toBe(200);
    expect(anotherGuess).toBe(429);
  }, 60_000);
});

describe('magic-link guessing', () => {
  it("never signs a guesser in, and leaves the owner's link working", async () => {
    messaging = await startMessagingSandbox();
    const { app } = await startTestApi({
      TRUST_PROXY: 'true',
      QUEUE_PREFIX: `security-${randomUUID().slice(0, 8)}`,
      SES_ENDPOINT: `${messaging.url}/ses`,
    });
    apps.push(app);
    const server = app.getHttpServer();
    const owner = await aUser(database.db);
    await request(server)
      .post('/api/auth/magic-link/send')
      .send({ email: owner.email })
      .expect(200);
    const mail = await emailTo(() => messaging!.context.emails, owner.email, /sign-in link/);
    const link = linkIn(mail, 'http://localhost:3000/api/auth/magic-link/callback');
    // The guesser knows the link's id (as if it had leaked) and tries tokens of the right shape.
    const open = (token: string, ip: string) => {
      const guess = new URL(link);
      guess.searchParams.set('token', token);
      return request(server)
        .get(guess.pathname + guess.search)
        .set('X-Forwarded-For', ip);
    };
    const signedIn = (answer: request.Response) =>
      new URL(answer.headers.location!).searchParams.has('token');
    const guesses = tries(200, 50);
    let guessedIn = 0;
    for (let guess = 0; guess < guesses; guess += 1) {
      const answer = await open(randomBytes(32).toString('base64url'), `203.0.113.${guess % 20}`);
      if (signedIn(answer)) guessedIn += 1;
    }
    const ownerIn = signedIn(await open(link.searchParams.get('token')!, '198.51.100.7'));
    recordCheck(
      'security',
      `magic link: ${guesses} guessed tokens for a known link id from 20 addresses`,
      `${guessedIn} signed in; owner's link ${ownerIn ? 'still signs in' : 'refused'}`,
      guessedIn === 0 && ownerIn,
    );
    expect({ guessedIn, ownerIn }).toEqual({ guessedIn: 0, ownerIn: true });
  }, 60_000);
});
