import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { recordCheck, tries } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Whether an attacker can tell a registered email from an unknown one (by answer or by time), and
 * whether a texted phone code can be guessed. The guessing limits are raised here so every try
 * reaches the password hash: the limits themselves are tested in guessing-limits.test.ts.
 */
const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
let app: NestFastifyApplication;
let messaging: MessagingSandbox;
let cookie: string;
const api = () => request(app.getHttpServer());

beforeAll(async () => {
  messaging = await startMessagingSandbox();
  ({ app } = await startTestApi({
    TRUST_PROXY: 'true',
    LOGIN_LOCK_AFTER_FAILURES: '100000',
    LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '100000',
    LOGIN_FAILURES_PER_IP_PER_HOUR: '100000',
    SES_ENDPOINT: `${messaging.url}/ses`,
    SNS_ENDPOINT: `${messaging.url}/sns/`,
  }));
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app?.close();
  await messaging?.close();
  await database.close();
});

/** An answer with its one-off values (ids, times) blanked: what is left must not differ. */
const shapeOf = (body: unknown) =>
  JSON.stringify(body)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Times `count` calls each for a registered and an unknown email, alternating, one address each. */
async function compare(send: (email: string, ip: string) => request.Test, count: number) {
  const known = await aUser(database.db, { password: PASSWORD });
  const unknown = `nobody-${known.email}`;
  const answers = { known: [] as string[], unknown: [] as string[] };
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let index = 0; index < count * 2; index += 1) {
    const kind = index % 2 === 0 ? 'known' : 'unknown';
    const email = kind === 'known' ? known.email : unknown;
    const started = performance.now();
    const answer = await send(email, `198.51.100.${index % 250}`);
    times[kind].push(performance.now() - started);
    answers[kind].push(`${answer.status} ${shapeOf(answer.body)}`);
  }
  const [knownMs, unknownMs] = [median(times.known), median(times.unknown)];
  return {
    // Try by try: a limit on emails per address must bite a registered one and an unknown one alike.
    sameAnswer: answers.known.every((answer, index) => answer === answers.unknown[index]),
    answers: [...new Set([...answers.known, ...answers.unknown])],
    knownMs,
    unknownMs,
    // Within a quarter of the slower, or 5 ms: the scatter of one machine, not a signal.
    sameTime: Math.abs(knownMs - unknownMs) <= Math.max(5, 0.25 * Math.max(knownMs, unknownMs)),
  };
}

describe('telling a registered email from an unknown one', () => {
  it.each([
    [
      'password sign-in with a wrong password',
      (email: string, ip: string) =>
        api()
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send({ email, password: 'not-the-password-9' }),
    ],
    [
      'magic-link send',
      (email: string, ip: string) =>
        api().post('/api/auth/magic-link/send').set('X-Forwarded-For', ip).send({ email }),
    ],
    [
      'forgot password',
      (email: string, ip: string) =>
        api().post('/api/auth/reset-password').set('X-Forwarded-For', ip).send({ email }),
    ],
  ])('%s: the same answer, in the same time', async (name, send) => {
    const count = tries(200, 25);
    const result = await compare(send, count);
    recordCheck(
      'security',
      `enumeration: ${name}, ${count} tries each`,
      `answers ${result.sameAnswer ? 'identical' : 'DIFFER'}; median ${result.knownMs.toFixed(1)} ms registered vs ${result.unknownMs.toFixed(1)} ms unknown`,
      result.sameAnswer && result.sameTime,
    );
    expect(result.sameAnswer).toBe(true);
    expect(result.sameTime).toBe(true);
  });
});

describe('guessing a texted phone code', () => {
  /** Newest first. */
  const texts = () => messaging.context.sms;
  const addPhone = () =>
    api()
      .post('/api/contacts')
      .set('Cookie', cookie)
      .send({ kind: 'phone', value: '(303) 555-0177' });

  it('ends the code after five wrong guesses; the owner verifies with a new one', async () => {
    const added = await addPhone().expect(201);
    const id = added.body.data.id as string;
    const code = /code: (\d{6})/.exec(texts()[0]!.message)![1]!;
    const verify = (guess: string) =>
      api().post(`/api/contacts/${id}/verify`).set('Cookie', cookie).send({ code: guess });

    const guesses = ['000000', '111111', '222222', '333333', '444444']
      .filter((guess) => guess !== code)
      .slice(0, 5);
    for (const guess of guesses) await verify(guess).expect(400);
    const rightButLate = await verify(code);
    await addPhone().expect(201); // "send a new code"
    const fresh = /code: (\d{6})/.exec(texts()[0]!.message)![1]!;
    const owner = await verify(fresh);

    recordCheck(
      'security',
      'phone code: 5 wrong guesses, then the right one',
      `right code after 5 wrong: HTTP ${rightButLate.status}; owner with a new code: HTTP ${owner.status}`,
      rightButLate.status === 400 && owner.status === 200,
    );
    expect(rightButLate.status).toBe(400);
    expect(owner.status).toBe(200);
    expect(owner.body.data.verified).toBe(true);
  });
});
