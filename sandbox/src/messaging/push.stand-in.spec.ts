import { createPrivateKey, sign } from 'node:crypto';
import { request as httpsRequest } from 'node:https';
import webPush, { type PushSubscription, type WebPushError } from 'web-push';
import { type StoredPushMessage } from './messaging-context.js';
import { type MessagingSandbox, startMessagingSandbox } from './messaging-test-support.fixture.js';

interface Subscribed extends PushSubscription {
  id: string;
}

const subject = 'mailto:alerts@teewatch.example';

describe('web push service', () => {
  let sandbox: MessagingSandbox;
  const vapid = webPush.generateVAPIDKeys();

  beforeEach(async () => {
    sandbox = await startMessagingSandbox();
  });
  afterEach(async () => sandbox.close());

  const subscribe = async (body: object = {}): Promise<Subscribed> => {
    const response = await fetch(`${sandbox.url}/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Subscribed;
  };

  const store = async (): Promise<{
    messages: StoredPushMessage[];
    refused: { status: number; reason: string }[];
  }> => (await fetch(`${sandbox.url}/push/store`)).json() as never;

  const push = (
    subscription: PushSubscription,
    payload: string | null,
    options: webPush.RequestOptions = {},
  ): Promise<webPush.SendResult> =>
    webPush.sendNotification(subscription, payload, {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      agent: sandbox.httpsAgent,
      ...options,
    });

  const failure = (promise: Promise<unknown>): Promise<WebPushError> =>
    promise.then(
      () => {
        throw new Error('expected the push service to refuse');
      },
      (error: WebPushError) => error,
    );

  /** Sends raw bytes and headers to an endpoint, for what web-push would never send. */
  const post = (
    endpoint: string,
    headers: Record<string, string>,
    body: Buffer,
  ): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const request = httpsRequest(
        endpoint,
        { method: 'POST', headers, agent: sandbox.httpsAgent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('subscribes as a browser would: an HTTPS endpoint and base64url keys', async () => {
    const subscription = await subscribe();

    expect(subscription.endpoint).toMatch(
      new RegExp(`^https://127\\.0\\.0\\.1:\\d+/push/send/${subscription.id}$`),
    );
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
  });

  it('takes a message from web-push, checks VAPID, decrypts and records it', async () => {
    const subscription = await subscribe();
    const payload = {
      title: 'Tee time found',
      body: 'Fossil Trace, Sat 7:10 AM',
      url: '/alerts/1',
    };

    const result = await push(subscription, JSON.stringify(payload), {
      TTL: 600,
      urgency: 'high',
      topic: 'alert-1',
    });

    expect(result.statusCode).toBe(201);
    const { messages } = await store();
    expect(messages).toEqual([
      {
        id: expect.any(String),
        subscriptionId: subscription.id,
        receivedAt: expect.any(String),
        payload,
        payloadText: JSON.stringify(payload),
        ttl: 600,
        urgency: 'high',
        topic: 'alert-1',
        vapidSubject: subject,
        vapidPublicKey: vapid.publicKey,
      },
    ]);
    expect(result.headers.location).toBe(
      `${new URL(subscription.endpoint).origin}/push/messages/${messages[0]!.id}`,
    );
  });

  it('records a text payload as text and an empty push as null, with the default urgency', async () => {
    const subscription = await subscribe();

    await push(subscription, 'plain words');
    await push(subscription, null);

    const { messages } = await store();
    expect(messages.map((m) => [m.payload, m.urgency, m.ttl])).toEqual([
      [null, 'normal', 2419200],
      ['plain words', 'normal', 2419200],
    ]);
  });

  it('answers 410 Gone once the browser unsubscribed, and for an unknown subscription', async () => {
    const subscription = await subscribe();
    await push(subscription, 'before');

    const deleted = await fetch(`${sandbox.url}/push/subscriptions/${subscription.id}`, {
      method: 'DELETE',
    });
    const gone = await failure(push(subscription, 'after'));
    const unknown = await failure(
      push(
        { ...subscription, endpoint: subscription.endpoint.replace(subscription.id, 'nobody') },
        'x',
      ),
    );

    expect(deleted.status).toBe(204);
    expect(gone.statusCode).toBe(410);
    expect(unknown.statusCode).toBe(410);
    expect((await store()).messages.map((m) => m.payload)).toEqual(['before']);
  });

  it('refuses a bad VAPID authorization with 401', async () => {
    const subscription = await subscribe();
    const origin = new URL(subscription.endpoint).origin;
    const other = webPush.generateVAPIDKeys();
    const details = webPush.generateRequestDetails(subscription, 'hello', {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    });
    const headersWith = (authorization: string | null): Record<string, string> => {
      const headers = { ...(details.headers as Record<string, string>) };
      if (authorization === null) delete headers.Authorization;
      else headers.Authorization = authorization;
      return headers;
    };
    const vapidFor = (audience: string, keys = vapid): string =>
      webPush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm')
        .Authorization as string;
    const [, token] = /t=([^,]+)/.exec(vapidFor(origin))!;

    const cases: [string, string | null][] = [
      ['no Authorization', null],
      ['another audience', vapidFor('https://push.example.net')],
      ['signed by another key', `vapid t=${token}, k=${other.publicKey}`],
      ['a mangled token', `vapid t=${token!.slice(0, -4)}AAAA, k=${vapid.publicKey}`],
    ];
    for (const [, authorization] of cases) {
      const response = await post(subscription.endpoint, headersWith(authorization), details.body!);
      expect(response.status).toBe(401);
    }
    const { messages, refused } = await store();
    expect(messages).toEqual([]);
    expect(refused.map((r) => r.reason)).toEqual([
      'VAPID: JWT signature does not verify with k=',
      'VAPID: JWT signature does not verify with k=',
      expect.stringContaining("not this push service's origin"),
      'VAPID: missing Authorization header (VAPID required)',
    ]);
  });

  it('refuses VAPID claims out of bounds: expired, over 24 hours, a sub that is no contact', async () => {
    const subscription = await subscribe();
    const aud = new URL(subscription.endpoint).origin;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const details = webPush.generateRequestDetails(subscription, 'hello', {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    });
    const publicKey = Buffer.from(vapid.publicKey, 'base64url');
    const privateKey = createPrivateKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        d: vapid.privateKey,
        x: publicKey.subarray(1, 33).toString('base64url'),
        y: publicKey.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const authorization = (claims: object): string => {
      const encode = (value: object): string =>
        Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`;
      const signature = sign('sha256', Buffer.from(unsigned), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      }).toString('base64url');
      return `vapid t=${unsigned}.${signature}, k=${vapid.publicKey}`;
    };
    const send = (claims: object): Promise<{ status: number }> =>
      post(
        subscription.endpoint,
        { ...(details.headers as Record<string, string>), Authorization: authorization(claims) },
        details.body!,
      );

    const valid = await send({ aud, exp: nowSeconds + 3600, sub: subject });
    const expired = await send({ aud, exp: nowSeconds - 3600, sub: subject });
    const tooLong = await send({ aud, exp: nowSeconds + 2 * 86400, sub: subject });
    const noContact = await send({ aud, exp: nowSeconds + 3600, sub: 'http://teewatch.example' });

    expect([valid.status, expired.status, tooLong.status, noContact.status]).toEqual([
      201, 401, 401, 401,
    ]);
    expect((await store()).refused.map((r) => r.reason)).toEqual([
      'VAPID: JWT sub must be a mailto: or https: contact',
      'VAPID: JWT exp is more than 24 hours away',
      'VAPID: JWT has expired',
    ]);
  });

  it('only lets the applicationServerKey the subscription was made with send (403)', async () => {
    const subscription = await subscribe({ applicationServerKey: vapid.publicKey });
    const other = webPush.generateVAPIDKeys();

    const refused = await failure(
      push(subscription, 'hi', {
        vapidDetails: { subject, publicKey: other.publicKey, privateKey: other.privateKey },
      }),
    );
    const accepted = await push(subscription, 'hi');

    expect(refused.statusCode).toBe(403);
    expect(accepted.statusCode).toBe(201);
  });

  it('plays injected faults: 429 with Retry-After for the next two sends, then accepts', async () => {
    const subscription = await subscribe();
    const fault = await fetch(`${sandbox.url}/push/subscriptions/${subscription.id}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 429, count: 2, retryAfterSeconds: 30 }),
    });
    expect(fault.status).toBe(200);

    const first = await failure(push(subscription, 'one'));
    const second = await failure(push(subscription, 'two'));
    const third = await push(subscription, 'three');

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([429, 429, 201]);
    expect(first.headers['retry-after']).toBe('30');
    expect((await store()).messages.map((m) => m.payload)).toEqual(['three']);
  });

  it('refuses what a push service refuses: no TTL, another encoding, bad Urgency, too large', async () => {
    const subscription = await subscribe();
    const details = webPush.generateRequestDetails(subscription, 'hello', {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    });
    const headers = details.headers as Record<string, string>;
    const without = (name: string): Record<string, string> =>
      Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));

    const noTtl = await post(subscription.endpoint, without('TTL'), details.body!);
    const legacy = await post(
      subscription.endpoint,
      { ...headers, 'Content-Encoding': 'aesgcm' },
      details.body!,
    );
    const urgency = await post(
      subscription.endpoint,
      { ...headers, Urgency: 'urgent' },
      details.body!,
    );
    const large = await post(
      subscription.endpoint,
      { ...headers, 'Content-Length': '5000' },
      Buffer.alloc(5000, 1),
    );
    const garbled = await post(
      subscription.endpoint,
      { ...headers, 'Content-Length': String(details.body!.length) },
      Buffer.alloc(details.body!.length, 7),
    );

    expect([noTtl.status, legacy.status, urgency.status, large.status, garbled.status]).toEqual([
      400, 415, 400, 413, 400,
    ]);
    expect((await store()).messages).toEqual([]);
  });

  it('serves its HTTPS certificate for senders to trust', async () => {
    const response = await fetch(`${sandbox.url}/push/ca.pem`);

    expect(await response.text()).toBe(sandbox.caPem);
  });
});
