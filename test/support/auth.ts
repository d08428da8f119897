import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { type Pool } from 'pg';
import request from 'supertest';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { type Database } from '../../backend/src/db/database.js';
import { type StoredEmail } from '../../sandbox/src/messaging/messaging-context.js';
import { eventually } from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { aUser } from '../factories/user.factory.js';

/** Forgets every account, session and link, and the sign-in and email throttles' counts. */
export async function resetAccounts(pool: Pool, config: AppConfig): Promise<void> {
  await pool.query('truncate users, magic_links cascade');
  const redis = new Redis(config.REDIS_URL);
  for (const pattern of ['login-failures', 'auth-emails', 'oauth-flow']) {
    const keys = await redis.keys(`${config.QUEUE_PREFIX}:${pattern}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
}

/** The newest email to `address` whose subject matches, once the sandbox SES has it. */
export function emailTo(
  emails: () => StoredEmail[],
  address: string,
  subject: RegExp = /./,
): Promise<StoredEmail> {
  const recipient = address.toLowerCase();
  return eventually(() =>
    emails().find((email) => email.to.includes(recipient) && subject.test(email.subject)),
  );
}

/** The first link in an email's text that starts with `prefix` (an absolute URL). */
export function linkIn(email: StoredEmail, prefix: string): URL {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S*`).exec(email.text ?? '');
  if (!match) throw new Error(`no link to ${prefix} in:\n${email.text}`);
  return new URL(match[0]);
}

/** The value of a Set-Cookie header's cookie, with its attributes. */
export function setCookie(response: request.Response, name: string): string | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((cookie) => cookie.startsWith(`${name}=`));
}

/** `name=value` of a Set-Cookie header, ready to send back. */
export function cookiePair(response: request.Response, name: string): string {
  const cookie = setCookie(response, name);
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return cookie.split(';')[0]!;
}

/** Signs up, opens the confirmation link and returns the session it starts. */
export async function signUpAndConfirm(
  app: NestFastifyApplication,
  emails: () => StoredEmail[],
  account: { name: string; email: string; password: string },
) {
  await request(app.getHttpServer()).post('/api/auth/signup').send(account).expect(202);
  const confirmation = await emailTo(emails, account.email, /Confirm your TeeWatch email/);
  const token = linkIn(confirmation, 'http://localhost:3000/auth/verify-email').searchParams.get(
    'token',
  );
  const verified = await request(app.getHttpServer())
    .post('/api/auth/verify-email')
    .send({ token })
    .expect(200);
  return verified.body as { token: string; refreshToken: string; user: { id: string } };
}

/** A new account with a password, signed in: its id and bearer token. */
export async function aSignedInUser(
  app: NestFastifyApplication,
  db: Database,
): Promise<{ userId: string; email: string; token: string }> {
  const password = 'right-fairway-1';
  const user = await aUser(db, { password });
  const session = await request(app.getHttpServer())
    .post('/api/auth/login')
    .send({ email: user.email, password })
    .expect(200);
  return { userId: user.id, email: user.email, token: session.body.token as string };
}
