import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  alertMatches,
  contacts,
  deliveries,
  emailAttempts,
} from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { QueueRegistry } from '../../backend/src/infra/queue/queue.registry.js';
import {
  addDays,
  courseTimeFromLocal,
  denverDate,
} from '../../backend/src/infra/time/denver-time.js';
import { AlertsService } from '../../backend/src/modules/alerts/alerts.service.js';
import { RetryLaterError } from '../../backend/src/modules/notifications/channels/delivery-channel.js';
import { NotificationsService } from '../../backend/src/modules/notifications/notifications.service.js';
import {
  eventually,
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { type StoredEmail, type StoredSms } from '../../sandbox/src/messaging/messaging-context.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { freePort } from '../support/own-redis.js';
import { testConfig } from '../support/test-env.js';

/**
 * AlertMatched -> email (SES v2) and SMS (SNS) through the real AWS SDK clients to the sandbox,
 * contacts verified by link and code, and SES delivery events back through the signed webhook.
 */
const database = openTestDatabase();
const date = addDays(denverDate(), 3);
let sandbox: MessagingSandbox;
let app: NestFastifyApplication;
let notifications: NotificationsService;
let cookie: string;

const api = () => request(app.getHttpServer());
const emails = (): StoredEmail[] => sandbox.context.emails;
const texts = (): StoredSms[] => sandbox.context.sms;

/** Adds and verifies an email address the way a golfer does: by the link in the email. */
async function verifiedEmail(address: string, who = cookie) {
  await api()
    .post('/api/contacts')
    .set('Cookie', who)
    .send({ kind: 'email', value: address })
    .expect(201);
  const mail = await eventually(() => emails().find((email) => email.to.includes(address)));
  const link = /https?:\/\/\S+\/api\/contacts\/verify-email\?token=[\w-]+/.exec(mail.text!)![0];
  const opened = await api()
    .get(new URL(link).pathname + new URL(link).search)
    .expect(302);
  expect(opened.headers.location).toBe('/notifications?contact=verified');
}

/** Adds and verifies a phone number with the code it is texted. */
async function verifiedPhone(number: string) {
  const added = await api()
    .post('/api/contacts')
    .set('Cookie', cookie)
    .send({ kind: 'phone', value: number })
    .expect(201);
  const sms = texts().find((text) => text.phoneNumber === added.body.data.value)!;
  const code = /code: (\d{6})/.exec(sms.message)![1];
  await api()
    .post(`/api/contacts/${added.body.data.id}/verify`)
    .set('Cookie', cookie)
    .send({ code })
    .expect(200);
  return added.body.data.value as string;
}

const preferences = (body: object, who = cookie) =>
  api().patch('/api/smart-notifications/preferences').set('Cookie', who).send(body);

/** An alert on Riverdale; each call of `match` opens a fitting tee time and matches it. */
async function anAlert() {
  const created = await api()
    .post('/api/alerts')
    .set('Cookie', cookie)
    .send({
      location: 'denver',
      date,
      timePreference: 'morning',
      players: '2',
      maxPrice: '100',
      courses: ['Riverdale Golf Course'],
    })
    .expect(201);
  const alertId = created.body.alert.id as string;
  const match = async (time: string) => {
    const slot = await aTeeTime(database.db, 'riverdale-golf-course', {
      localDate: date,
      localTime: time,
      openSpots: 3,
      priceCents: 5500,
      bookingUrl: `https://foreupsoftware.com/index.php/booking/19765/2431#teetimes-${time}`,
    });
    await app.get(AlertsService).matchTeeTime(slot.id);
    const [row] = await database.db
      .select()
      .from(alertMatches)
      .where(eq(alertMatches.teeTimeId, slot.id));
    return row!.id;
  };
  return { alertId, match };
}

beforeAll(async () => {
  const apiPort = await freePort();
  sandbox = await startMessagingSandbox({
    sesEventsWebhook: `http://127.0.0.1:${apiPort}/api/webhooks/ses-events`,
  });
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi({
    SES_ENDPOINT: `${sandbox.url}/ses`,
    SNS_ENDPOINT: `${sandbox.url}/sns/`,
    SES_EVENTS_CERT_URLS: `^${sandbox.url.replace(/\./g, '\\.')}/ses/`,
    SMS_DAILY_CAP: '4',
  }));
  await app.listen({ host: '127.0.0.1', port: apiPort });
  notifications = app.get(NotificationsService);
});
afterAll(async () => {
  // The sandbox first: it stops posting delivery events to the API's webhook.
  await sandbox.close();
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await database.pool.query(
    'truncate tee_times, alert_matches, deliveries, contacts, email_attempts, sms_messages, notification_preferences, users cascade',
  );
  sandbox.context.emails.length = 0;
  sandbox.context.sms.length = 0;
  sandbox.context.optedOut.clear();
  await app.get(QueueRegistry).get('notify').obliterate({ force: true });
  cookie = await grantedCookie(app, database.db);
  // Email and SMS only, and no quiet hours, so nothing depends on the hour the suite runs.
  await preferences({ push: false, sms: true, quietHours: { enabled: false } }).expect(200);
});

describe('contacts', () => {
  it('verifies an email address by the link emailed to it, and only its owner sees it', async () => {
    await verifiedEmail('golfer@example.com');
    const mine = await api().get('/api/contacts').set('Cookie', cookie).expect(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ kind: 'email', value: 'golfer@example.com', verified: true }),
    ]);
    const stranger = await grantedCookie(app, database.db);
    const theirs = await api().get('/api/contacts').set('Cookie', stranger).expect(200);
    expect(theirs.body.data).toEqual([]);
    await api().delete(`/api/contacts/${mine.body.data[0].id}`).set('Cookie', stranger).expect(404);
  });

  it('verifies a phone number by the texted code, and refuses a wrong one', async () => {
    const added = await api()
      .post('/api/contacts')
      .set('Cookie', cookie)
      .send({ kind: 'phone', value: '(303) 555-0142' })
      .expect(201);
    expect(added.body.data).toMatchObject({ value: '+13035550142', verified: false });
    const code = /code: (\d{6})/.exec(texts()[0]!.message)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await api()
      .post(`/api/contacts/${added.body.data.id}/verify`)
      .set('Cookie', cookie)
      .send({ code: wrong })
      .expect(400);
    expect(refused.body.error.fields).toEqual([
      { field: 'code', message: 'wrong or expired code' },
    ]);
    const verified = await api()
      .post(`/api/contacts/${added.body.data.id}/verify`)
      .set('Cookie', cookie)
      .send({ code })
      .expect(200);
    expect(verified.body.data.verified).toBe(true);
  });

  it('names the field and the reason for bad contacts', async () => {
    const noKind = await api()
      .post('/api/contacts')
      .set('Cookie', cookie)
      .send({ value: 'x' })
      .expect(400);
    expect(noKind.body.error.fields[0].field).toBe('kind');
    const badEmail = await api()
      .post('/api/contacts')
      .set('Cookie', cookie)
      .send({ kind: 'email', value: 'not-an-email' })
      .expect(400);
    expect(badEmail.body.error.fields).toEqual([
      { field: 'value', message: 'Please enter a valid email address' },
    ]);
    const badPhone = await api()
      .post('/api/contacts')
      .set('Cookie', cookie)
      .send({ kind: 'phone', value: '555' })
      .expect(400);
    expect(badPhone.body.error.fields[0].field).toBe('value');
    expect(texts()).toHaveLength(0);
  });
});

describe('email alerts through SES', () => {
  it('emails each match once with booking and alert links, List-Unsubscribe, and follows delivery', async () => {
    await verifiedEmail('golfer@example.com');
    const { alertId, match } = await anAlert();
    const matchId = await match('07:10');
    expect((await notifications.deliverMatch(matchId)).email).toEqual({
      status: 'sent',
      detail: '1 of 1 addresses',
    });
    expect((await notifications.deliverMatch(matchId)).email).toEqual({
      status: 'sent',
      detail: 'already handled',
    });

    const alerts = emails().filter((email) => email.subject.startsWith('Tee time open'));
    expect(alerts).toHaveLength(1);
    const [email] = alerts;
    expect(email!.subject).toBe('Tee time open at Riverdale Golf Course');
    expect(email!.text).toContain(
      'https://foreupsoftware.com/index.php/booking/19765/2431#teetimes-07:10',
    );
    expect(email!.text).toContain(`/alerts?alert=${alertId}`);
    expect(email!.html).toContain('Book at the course');
    expect(email!.listUnsubscribe).toMatch(/^<http:\/\/\S+\/api\/contacts\/[\w-]+\/unsubscribe>$/);
    expect(email!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = new URL(email!.listUnsubscribe!.slice(1, -1));
    await api().post(unsubscribe.pathname).expect(200);
    expect((await api().get('/api/contacts').set('Cookie', cookie)).body.data).toEqual([]);

    const [attempt] = await database.db
      .select()
      .from(emailAttempts)
      .where(eq(emailAttempts.type, 'tee_time_alert'));
    const status = async () =>
      (await api().get(`/api/email/status/${attempt!.id}`).set('Cookie', cookie).expect(200)).body
        .data.status as string;
    await waitFor(async () => (await status()) === 'delivered');
  });

  it('marks an email bounced when SES says it bounced', async () => {
    await verifiedEmailDirectly('bounce@simulator.amazonses.com');
    const { match } = await anAlert();
    await notifications.deliverMatch(await match('07:20'));
    const alertEmail = () =>
      database.db.select().from(emailAttempts).where(eq(emailAttempts.type, 'tee_time_alert'));
    await waitFor(async () => (await alertEmail())[0]?.status === 'bounced');
    expect((await alertEmail())[0]!.detail).toBe('bounce: Permanent/General');
  });

  it('refuses delivery events whose signature does not check out', async () => {
    const forged = {
      Type: 'Notification',
      MessageId: 'x',
      TopicArn: 'arn:aws:sns:us-east-1:000000000000:teewatch-ses-events',
      Message: JSON.stringify({ eventType: 'Bounce', mail: { messageId: 'anything' } }),
      Timestamp: new Date().toISOString(),
      SignatureVersion: '2',
      Signature: Buffer.from('not a signature').toString('base64'),
      SigningCertURL: 'https://evil.example.com/cert.pem',
    };
    const refused = await api()
      .post('/api/webhooks/ses-events')
      .set('content-type', 'text/plain')
      .send(JSON.stringify(forged))
      .expect(403);
    expect(refused.body.error.code).toBe('INVALID_SIGNATURE');
  });

  it('resends an email to the same address, and to another only once it is verified', async () => {
    await verifiedEmail('golfer@example.com');
    await api().post('/api/smart-notifications/test').set('Cookie', cookie).send({}).expect(200);
    const again = await api()
      .post('/api/email/resend')
      .set('Cookie', cookie)
      .send({ type: 'test', email: 'golfer@example.com' })
      .expect(200);
    expect(again.body.emailId).toMatch(/^[0-9a-f-]{36}$/);
    const tests = () => emails().filter((email) => email.subject === 'TeeWatch test notification');
    expect(tests()).toHaveLength(2);

    const unverified = await api()
      .post('/api/email/send-alternative')
      .set('Cookie', cookie)
      .send({ type: 'test', email: 'other@example.com', originalEmail: 'golfer@example.com' })
      .expect(409);
    expect(unverified.body.error.code).toBe('CONTACT_NOT_VERIFIED');
    const toOther = emails().filter((email) => email.to.includes('other@example.com'));
    expect(toOther.map((email) => email.subject)).toEqual([
      'Confirm your email for TeeWatch alerts',
    ]);
    await verifiedEmail('other@example.com');
    await api()
      .post('/api/email/send-alternative')
      .set('Cookie', cookie)
      .send({ type: 'test', email: 'other@example.com', originalEmail: 'golfer@example.com' })
      .expect(200);
    expect(
      tests()
        .map((email) => email.to[0])
        .sort(),
    ).toEqual(['golfer@example.com', 'golfer@example.com', 'other@example.com']);
  });

  it('never keeps nor resends an email that held a one-time link', async () => {
    await verifiedEmail('golfer@example.com');
    const [verification] = await database.db
      .select()
      .from(emailAttempts)
      .where(eq(emailAttempts.type, 'contact_verification'));
    expect(verification!.text).not.toMatch(/token=/);
    const refused = await api()
      .post('/api/email/resend')
      .set('Cookie', cookie)
      .send({ type: 'contact_verification', email: 'golfer@example.com' })
      .expect(409);
    expect(refused.body.error.code).toBe('LINK_NOT_RESENDABLE');
  });

  it('names the missing alternative address', async () => {
    const missing = await api()
      .post('/api/email/send-alternative')
      .set('Cookie', cookie)
      .send({ type: 'test', email: '', originalEmail: 'golfer@example.com' })
      .expect(400);
    expect(missing.body.error.fields[0]).toEqual({
      field: 'email',
      message: 'Please enter an alternative email address.',
    });
  });
});

describe('SMS alerts through SNS', () => {
  it('texts a verified phone once per match, and never again after it replies STOP', async () => {
    const phone = await verifiedPhone('+13035550177');
    const { match } = await anAlert();
    const first = await match('07:10');
    expect((await notifications.deliverMatch(first)).sms).toEqual({
      status: 'sent',
      detail: '1 of 1 numbers',
    });
    await notifications.deliverMatch(first);
    const alertsTexted = () =>
      texts().filter((text) => text.message.startsWith('TeeWatch: Riverdale'));
    expect(alertsTexted()).toHaveLength(1);
    expect(alertsTexted()[0]!.smsType).toBe('Transactional');

    await fetch(`${sandbox.url}/sns/control/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: phone, body: 'STOP' }),
    });
    await preferences({ frequency: 'immediate' }).expect(200);
    const second = await match('08:10');
    // The ten-minute interval would hold the second text back: send it as if it were over.
    const later = new Date(Date.now() + 11 * 60 * 1000);
    expect((await notifications.deliverMatch(second, later)).sms).toEqual({
      status: 'skipped',
      detail: 'opted out (STOP)',
    });
    expect(alertsTexted()).toHaveLength(1);
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.value, phone));
    expect(contact!.optedOutAt).not.toBeNull();
  });

  it('stops at the daily cap', async () => {
    await verifiedPhone('+13035550178'); // the code is text 1 of 4
    const { match } = await anAlert();
    let at = Date.now();
    const outcomes = [];
    for (const time of ['07:00', '07:10', '07:20', '07:30']) {
      at += 11 * 60 * 1000;
      outcomes.push(
        (await notifications.deliverMatch(await match(time), new Date(at))).sms?.status,
      );
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'skipped']);
  });
});

describe('preferences, digests and quiet hours', () => {
  it('answers the default preferences and names bad fields', async () => {
    const fresh = await grantedCookie(app, database.db);
    const defaults = await api()
      .get('/api/smart-notifications/preferences')
      .set('Cookie', fresh)
      .expect(200);
    expect(defaults.body.data).toEqual({
      email: true,
      sms: false,
      push: true,
      frequency: 'immediate',
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    });
    const bad = await preferences(
      { frequency: 'weekly', quietHours: { start: '22:30' } },
      fresh,
    ).expect(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'frequency',
      'quietHours.start',
    ]);
    const { alertId } = await anAlert();
    await api()
      .patch(`/api/smart-notifications/alerts/${alertId}/preferences`)
      .set('Cookie', fresh)
      .send({ sms: false })
      .expect(404);
    const own = await api()
      .patch(`/api/smart-notifications/alerts/${alertId}/preferences`)
      .set('Cookie', cookie)
      .send({ email: false })
      .expect(200);
    expect(own.body.data).toMatchObject({ email: false, sms: true, push: false });
  });

  it('defers a match found in quiet hours to their end, then sends it', async () => {
    await verifiedEmail('golfer@example.com');
    await preferences({
      sms: false,
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    }).expect(200);
    const { alertId, match } = await anAlert();
    const night = new Date(courseTimeFromLocal(addDays(denverDate(), 1), '23:30')!.startsAt);
    const morning = new Date(courseTimeFromLocal(addDays(denverDate(), 2), '07:00')!.startsAt);
    expect((await notifications.deliverMatch(await match('07:10'), night)).email).toEqual({
      status: 'deferred',
      detail: `until ${morning.toISOString()}`,
    });
    const [job] = await app.get(QueueRegistry).get('notify').getDelayed();
    expect(job!.data).toEqual({ alertId, channel: 'email' });
    const before = emails().length;
    expect(await notifications.flushDeliveries(alertId, 'email', morning)).toMatchObject({
      status: 'sent',
    });
    expect(emails().length).toBe(before + 1);
  });

  it('gathers an hourly digest into one message', async () => {
    await verifiedEmail('golfer@example.com');
    await preferences({ sms: false, frequency: 'hourly' }).expect(200);
    const { alertId, match } = await anAlert();
    await notifications.deliverMatch(await match('07:10'));
    await notifications.deliverMatch(await match('07:40'));
    const nextHour = new Date(Math.ceil((Date.now() + 1) / 3_600_000) * 3_600_000);
    expect(await notifications.flushDeliveries(alertId, 'email', nextHour)).toMatchObject({
      status: 'sent',
    });
    const digests = emails().filter((email) => email.subject.includes('tee times open'));
    expect(digests.map((email) => email.subject)).toEqual([
      '2 tee times open at Riverdale Golf Course',
    ]);
  });
});

describe('signing in', () => {
  it("moves the browser's alerts and contacts to the account, and emails the account's address", async () => {
    const phone = await verifiedPhone('+13035550180');
    const { alertId, match } = await anAlert();
    const user = await aUser(database.db, { password: 'a fine long passphrase' });
    const signedIn = await api()
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ email: user.email, password: 'a fine long passphrase' })
      .expect(200);
    const bearer = `Bearer ${signedIn.body.token as string}`;

    const listed = await api().get('/api/alerts').set('Authorization', bearer).expect(200);
    expect(listed.body.alerts.map((alert: { id: string }) => alert.id)).toEqual([alertId]);
    const mine = await api().get('/api/contacts').set('Authorization', bearer).expect(200);
    expect(
      mine.body.data.map((c: { value: string; verified: boolean }) => [c.value, c.verified]),
    ).toEqual(
      expect.arrayContaining([
        [phone, true],
        [user.email, true],
      ]),
    );
    // The browser alone (its grant, without the account) no longer holds them.
    expect((await api().get('/api/alerts').set('Cookie', cookie).expect(200)).body.alerts).toEqual(
      [],
    );
    const someoneElse = await aUser(database.db, { password: 'another long passphrase' });
    const other = await api()
      .post('/api/auth/login')
      .send({ email: someoneElse.email, password: 'another long passphrase' })
      .expect(200);
    const theirs = await api()
      .get('/api/alerts')
      .set('Authorization', `Bearer ${other.body.token as string}`)
      .expect(200);
    expect(theirs.body.alerts).toEqual([]);

    await notifications.deliverMatch(await match('07:10'));
    const alertMail = emails().filter((email) => email.subject.startsWith('Tee time open'));
    expect(alertMail.map((email) => email.to)).toEqual([[user.email]]);
  });
});

describe('who may touch what', () => {
  it("refuses one account another's alerts, alert preferences, contacts and push subscriptions", async () => {
    const { alertId } = await anAlert();
    const owner = await aUser(database.db, { password: 'the owners passphrase' });
    const ownerLogin = await api()
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ email: owner.email, password: 'the owners passphrase' })
      .expect(200);
    const ownerBearer = `Bearer ${ownerLogin.body.token as string}`;
    const endpoint = 'https://push.example.com/send/owner-browser';
    await api()
      .post('/api/notifications/subscribe')
      .set('Authorization', ownerBearer)
      .send({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } })
      .expect(200);
    const ownerContacts = (await api().get('/api/contacts').set('Authorization', ownerBearer)).body
      .data as { id: string }[];

    const other = await aUser(database.db, { password: 'someone elses phrase' });
    const otherLogin = await api()
      .post('/api/auth/login')
      .send({ email: other.email, password: 'someone elses phrase' })
      .expect(200);
    const bearer = `Bearer ${otherLogin.body.token as string}`;
    await api()
      .patch(`/api/alerts/${alertId}`)
      .set('Authorization', bearer)
      .send({ status: 'paused' })
      .expect(404);
    await api().delete(`/api/alerts/${alertId}`).set('Authorization', bearer).expect(404);
    await api()
      .patch(`/api/smart-notifications/alerts/${alertId}/preferences`)
      .set('Authorization', bearer)
      .send({ sms: true })
      .expect(404);
    await api()
      .delete(`/api/contacts/${ownerContacts[0]!.id}`)
      .set('Authorization', bearer)
      .expect(404);
    const unsubscribed = await api()
      .post('/api/notifications/unsubscribe')
      .set('Authorization', bearer)
      .send({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } })
      .expect(200);
    expect(unsubscribed.body.removed).toBe(false);
    await api()
      .patch(`/api/alerts/${alertId}`)
      .set('Authorization', bearer)
      .send({ ownerUserId: other.id })
      .expect(400);

    const still = await api().get('/api/alerts').set('Authorization', ownerBearer).expect(200);
    expect(still.body.alerts).toEqual([expect.objectContaining({ id: alertId, status: 'active' })]);
    expect(
      (await api().get('/api/contacts').set('Authorization', ownerBearer)).body.data,
    ).toHaveLength(ownerContacts.length);
  });
});

describe('test notification', () => {
  it("sends to the caller's verified email and phone only", async () => {
    await verifiedEmail('golfer@example.com');
    await verifiedPhone('+13035550179');
    await api()
      .post('/api/contacts')
      .set('Cookie', cookie)
      .send({ kind: 'email', value: 'unverified@example.com' })
      .expect(201);
    const response = await api()
      .post('/api/smart-notifications/test')
      .set('Cookie', cookie)
      .send({ email: 'stranger@example.com', phone: '+13035550100' })
      .expect(200);
    expect(response.body.data).toEqual({
      push: { sent: 0, targets: 0 },
      email: { sent: 1, targets: 1 },
      sms: { sent: 1, targets: 1 },
    });
    const tests = emails().filter((email) => email.subject === 'TeeWatch test notification');
    expect(tests.map((email) => email.to)).toEqual([['golfer@example.com']]);
    expect(texts().filter((text) => text.phoneNumber === '+13035550100')).toHaveLength(0);
  });
});

describe('exactly once, under races and crashes', () => {
  const teeTimeEmails = () => emails().filter((email) => email.subject.startsWith('Tee time open'));
  const teeTimeTexts = () => texts().filter((text) => text.message.includes('Riverdale'));
  /** Leaves a delivery as a sender that died mid-send would: claimed, its claim run out. */
  const diedMidSend = (matchId: string, channel: string) =>
    database.pool.query(
      `update deliveries set status = 'sending', claimed_until = now() - interval '1 second',
         sent_at = now() - interval '31 seconds' where alert_match_id = $1 and channel = $2`,
      [matchId, channel],
    );

  it('sends one email and one text when the same delivery job runs ten times at once', async () => {
    await verifiedEmail('golfer@example.com');
    await verifiedPhone('(303) 555-0142');
    const { match } = await anAlert();
    const matchId = await match('07:10');

    const runs = await Promise.allSettled(
      Array.from({ length: 10 }, () => notifications.deliverMatch(matchId)),
    );

    expect(teeTimeEmails()).toHaveLength(1);
    expect(teeTimeTexts()).toHaveLength(1);
    // The copies that found it being sent retry later, and then find it sent.
    const retried = runs.filter((run) => run.status === 'rejected');
    expect(
      retried.every((run) => (run as PromiseRejectedResult).reason instanceof RetryLaterError),
    ).toBe(true);
    expect(await notifications.deliverMatch(matchId)).toEqual({
      email: { status: 'sent', detail: 'already handled' },
      sms: { status: 'sent', detail: 'already handled' },
    });
  });

  it('keeps the ten-minute interval when two matches of one alert are delivered at once', async () => {
    await verifiedEmail('golfer@example.com');
    const { match } = await anAlert();
    const [nine, eighteen] = [await match('07:10'), await match('07:20')];

    const outcomes = await Promise.all([
      notifications.deliverMatch(nine),
      notifications.deliverMatch(eighteen),
    ]);

    expect(teeTimeEmails()).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.email?.status).sort()).toEqual(['deferred', 'sent']);
  });

  it('emails again, with the same send key, when the sender died before SES took it', async () => {
    await verifiedEmail('golfer@example.com');
    await preferences({ sms: false }).expect(200);
    const { match } = await anAlert();
    const matchId = await match('07:10');
    await notifications.deliverMatch(matchId);
    await database.pool.query(`delete from email_attempts where type = 'tee_time_alert'`);
    await diedMidSend(matchId, 'email');
    sandbox.context.emails.length = 0;

    expect((await notifications.deliverMatch(matchId)).email).toEqual({
      status: 'sent',
      detail: '1 of 1 addresses',
    });
    const [delivery] = await database.db.select().from(deliveries);
    expect(teeTimeEmails().map((email) => email.tags['teewatch-send-key'])).toEqual([delivery!.id]);
  });

  it('waits while an earlier email has neither an answer nor a Send event, then sends it again', async () => {
    await verifiedEmail('golfer@example.com');
    await preferences({ sms: false }).expect(200);
    const { match } = await anAlert();
    const matchId = await match('07:10');
    await notifications.deliverMatch(matchId);
    const alertEmails = () =>
      database.db.select().from(emailAttempts).where(eq(emailAttempts.type, 'tee_time_alert'));
    await waitFor(async () => (await alertEmails())[0]?.status === 'delivered');
    // As if the sender died with the call out: no answer recorded, and SES sent no event.
    await database.pool.query(
      `update email_attempts set status = 'pending', provider_message_id = null
         where type = 'tee_time_alert'`,
    );
    await diedMidSend(matchId, 'email');
    sandbox.context.emails.length = 0;

    await expect(notifications.deliverMatch(matchId)).rejects.toBeInstanceOf(RetryLaterError);
    expect(teeTimeEmails()).toHaveLength(0);

    await database.pool.query(
      `update email_attempts set created_at = now() - interval '31 seconds'
         where type = 'tee_time_alert'`,
    );
    expect((await notifications.deliverMatch(matchId)).email).toEqual({
      status: 'sent',
      detail: '1 of 1 addresses',
    });
    expect(teeTimeEmails()).toHaveLength(1);
    const attempts = await alertEmails();
    expect(attempts.map(({ status, detail }) => ({ status, detail }))).toContainEqual({
      status: 'failed',
      detail: 'SES never confirmed it; sent again',
    });
  });

  it('does not email again an address SES had already taken, nor text again at all', async () => {
    await verifiedEmail('golfer@example.com');
    await verifiedPhone('(303) 555-0142');
    const { match } = await anAlert();
    const matchId = await match('07:10');
    await notifications.deliverMatch(matchId);
    expect([teeTimeEmails().length, teeTimeTexts().length]).toEqual([1, 1]);
    await diedMidSend(matchId, 'email');
    await diedMidSend(matchId, 'sms');

    expect(await notifications.deliverMatch(matchId)).toEqual({
      email: { status: 'sent', detail: '1 of 1 addresses' },
      sms: { status: 'failed', detail: 'not sent again: the sender stopped mid-send' },
    });
    expect([teeTimeEmails().length, teeTimeTexts().length]).toEqual([1, 1]);
  });
});

/** Marks an address verified straight in the database (simulator addresses cannot click links). */
async function verifiedEmailDirectly(address: string) {
  await api()
    .post('/api/contacts')
    .set('Cookie', cookie)
    .send({ kind: 'email', value: address })
    .expect(201);
  await database.db
    .update(contacts)
    .set({ verifiedAt: new Date() })
    .where(eq(contacts.value, address));
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
