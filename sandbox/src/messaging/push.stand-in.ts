import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { type FastifyReply } from 'fastify';
import ece from 'http_ece';
import { type StandIn, type StandInEndpoint } from '../stand-in.js';
import {
  type MessagingContext,
  type PushSubscription,
  type StoredPushMessage,
} from './messaging-context.js';
import { VapidError, verifyVapid } from './vapid.js';

/** Push services must take at least 4096 bytes (RFC 8030 §7.2); the big ones refuse more. */
const maxPayloadBytes = 4096;
const urgencies = ['very-low', 'low', 'normal', 'high'];
const faultStatuses = [404, 410, 413, 429, 500, 503];

export const pushEndpoints: readonly StandInEndpoint[] = [
  {
    method: 'POST',
    path: '/push/subscriptions',
    summary:
      'Control, JSON {applicationServerKey? (base64url VAPID public key: only it may then send)}: makes the browser side of a subscription and answers 201 what PushManager.subscribe() gives a page: {id, endpoint: "https://{host}:{https port}/push/send/{id}", expirationTime: null, keys: {p256dh, auth}} (base64url).',
  },
  {
    method: 'GET',
    path: '/push/subscriptions',
    summary:
      'Every subscription: {subscriptions: [{id, endpoint, createdAt, deletedAt, fault, received}]}.',
  },
  {
    method: 'DELETE',
    path: '/push/subscriptions/{id}',
    summary: 'The browser unsubscribes: later sends answer 410 Gone (204; 404 when unknown).',
  },
  {
    method: 'POST',
    path: '/push/subscriptions/{id}/faults',
    summary: `JSON {status (${faultStatuses.join(', ')}), count? (default 1), retryAfterSeconds? (429 default 60)}: the next count sends answer that status (429 with Retry-After). {subscription}.`,
  },
  {
    method: 'POST',
    path: '/push/send/{id}',
    summary:
      'The push endpoint (RFC 8030), where web-push sends: Authorization "vapid t=<ES256 JWT>, k=<key>" (aud = the endpoint origin, exp within 24 h, sub mailto: or https:), TTL (required), Content-Encoding aes128gcm (RFC 8291), Urgency?, Topic?; body at most 4096 bytes. Decrypts with the subscription keys, records, answers 201 with Location. 410 unknown or deleted subscription; 401 bad VAPID; 403 key other than applicationServerKey; 400 no TTL, bad Urgency or Topic, undecryptable; 413 too large; 415 other encoding.',
  },
  {
    method: 'GET',
    path: '/push/messages/{id}',
    summary: "A received message (a send's Location).",
  },
  {
    method: 'GET',
    path: '/push/store',
    summary:
      'Newest first: {messages: [{id, subscriptionId, receivedAt, payload (parsed JSON, else text; null when empty), payloadText, ttl, urgency, topic, vapidSubject, vapidPublicKey}], refused: [{at, subscriptionId, status, reason}], subscriptions: [...]}.',
  },
  {
    method: 'DELETE',
    path: '/push/store',
    summary: 'Forgets messages and refusals; subscriptions stay (204).',
  },
  {
    method: 'GET',
    path: '/push/ca.pem',
    summary:
      "The certificate of the sandbox's HTTPS listener (self-signed, its own CA): give it to web-push as an https.Agent's ca, or to Node as NODE_EXTRA_CA_CERTS.",
  },
];

/** A browser push service: subscriptions made on request, VAPID checked, payloads decrypted. */
export function pushStandIn(context: MessagingContext): StandIn {
  return {
    descriptor: {
      id: 'push',
      name: 'Web push service',
      description:
        "Stands in for the push service behind a browser's PushManager (RFC 8030, 8291, 8292). A control call makes a subscription the way a browser would; the backend sends to its endpoint with web-push over HTTPS; the sandbox checks VAPID, decrypts and records each message, and can answer 404, 410 or 429 to test clean-up and retries.",
      basePath: '/push',
      pages: [{ title: 'Messages received (email, SMS, push)', path: '/messages' }],
      endpoints: pushEndpoints,
    },
    plugin: async (app) => {
      app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });

      app.post('/subscriptions', async (request, reply) => {
        const body = (request.body ?? {}) as { applicationServerKey?: unknown };
        const key = body.applicationServerKey;
        if (
          typeof body !== 'object' ||
          Object.keys(body).some((name) => name !== 'applicationServerKey') ||
          (key !== undefined &&
            (typeof key !== 'string' || Buffer.from(key, 'base64url').length !== 65))
        ) {
          return reply.code(400).send({
            error: 'body is {} or {applicationServerKey: base64url P-256 public key}',
          });
        }
        const ecdh = createECDH('prime256v1');
        const publicKey = ecdh.generateKeys();
        const id = randomUUID();
        const origin = context.pushOrigin(request);
        const subscription: PushSubscription = {
          id,
          createdAt: context.isoNow(),
          endpoint: `${origin}/push/send/${id}`,
          origin,
          privateKey: ecdh.getPrivateKey(),
          publicKey: publicKey.toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
          applicationServerKey: (key as string | undefined) ?? null,
          deletedAt: null,
          fault: null,
          received: 0,
        };
        context.subscriptions.set(id, subscription);
        return reply.code(201).send({
          id,
          endpoint: subscription.endpoint,
          expirationTime: null,
          keys: { p256dh: subscription.publicKey, auth: subscription.auth },
        });
      });

      app.get('/subscriptions', async () => ({
        subscriptions: [...context.subscriptions.values()].map(describeSubscription),
      }));

      app.delete('/subscriptions/:id', async (request, reply) => {
        const subscription = context.subscriptions.get((request.params as { id: string }).id);
        if (!subscription) return reply.code(404).send({ error: 'no such subscription' });
        subscription.deletedAt ??= context.isoNow();
        return reply.code(204).send();
      });

      app.post(
        '/subscriptions/:id/faults',
        {
          schema: {
            body: {
              type: 'object',
              required: ['status'],
              additionalProperties: false,
              properties: {
                status: { type: 'integer', enum: faultStatuses },
                count: { type: 'integer', minimum: 1 },
                retryAfterSeconds: { type: 'integer', minimum: 0 },
              },
            },
          },
        },
        async (request, reply) => {
          const subscription = context.subscriptions.get((request.params as { id: string }).id);
          if (!subscription) return reply.code(404).send({ error: 'no such subscription' });
          const body = request.body as {
            status: number;
            count?: number;
            retryAfterSeconds?: number;
          };
          subscription.fault = {
            status: body.status,
            remaining: body.count ?? 1,
            retryAfterSeconds: body.retryAfterSeconds ?? (body.status === 429 ? 60 : null),
          };
          return { subscription: describeSubscription(subscription) };
        },
      );

      app.post('/send/:id', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
        const id = (request.params as { id: string }).id;
        const subscription = context.subscriptions.get(id);
        const refuse = (status: number, reason: string): FastifyReply => {
          context.refusedPushes.unshift({
            at: context.isoNow(),
            subscriptionId: id,
            status,
            reason,
          });
          return reply.code(status).send({ code: status, error: reason });
        };
        if (!subscription || subscription.deletedAt) {
          return refuse(410, subscription ? 'subscription was deleted' : 'no such subscription');
        }
        const fault = subscription.fault;
        if (fault && fault.remaining > 0) {
          fault.remaining -= 1;
          if (fault.remaining === 0) subscription.fault = null;
          if (fault.retryAfterSeconds !== null) {
            reply.header('retry-after', String(fault.retryAfterSeconds));
          }
          return refuse(fault.status, `injected fault ${fault.status}`);
        }

        let vapid;
        try {
          vapid = verifyVapid(
            request.headers.authorization,
            subscription.origin,
            Math.floor(context.now() / 1000),
          );
        } catch (error) {
          if (error instanceof VapidError) return refuse(401, `VAPID: ${error.message}`);
          throw error;
        }
        if (
          subscription.applicationServerKey !== null &&
          vapid.publicKey !== subscription.applicationServerKey
        ) {
          return refuse(403, 'VAPID key is not the applicationServerKey of the subscription');
        }

        const ttlText = header(request.headers.ttl);
        if (ttlText === undefined || !/^\d+$/.test(ttlText)) {
          return refuse(400, 'TTL header missing or not a number of seconds');
        }
        const urgency = header(request.headers.urgency) ?? 'normal';
        if (!urgencies.includes(urgency)) {
          return refuse(400, `Urgency must be one of ${urgencies.join(', ')}`);
        }
        const topic = header(request.headers.topic) ?? null;
        if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) {
          return refuse(400, 'Topic must be 1-32 base64url characters');
        }

        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length > maxPayloadBytes) {
          return refuse(413, `payload of ${body.length} bytes exceeds ${maxPayloadBytes}`);
        }
        let payloadText: string | null = null;
        if (body.length > 0) {
          const encoding = header(request.headers['content-encoding']);
          if (encoding !== 'aes128gcm') {
            return refuse(415, `Content-Encoding must be aes128gcm, not ${encoding ?? '(none)'}`);
          }
          try {
            const ecdh = createECDH('prime256v1');
            ecdh.setPrivateKey(subscription.privateKey);
            payloadText = ece
              .decrypt(body, {
                version: 'aes128gcm',
                privateKey: ecdh,
                authSecret: Buffer.from(subscription.auth, 'base64url'),
              })
              .toString('utf8');
          } catch (error) {
            return refuse(400, `cannot decrypt: ${(error as Error).message}`);
          }
        }

        const message: StoredPushMessage = {
          id: randomUUID(),
          subscriptionId: id,
          receivedAt: context.isoNow(),
          payload: parsePayload(payloadText),
          payloadText,
          ttl: Number(ttlText),
          urgency,
          topic,
          vapidSubject: vapid.subject,
          vapidPublicKey: vapid.publicKey,
        };
        context.pushMessages.unshift(message);
        subscription.received += 1;
        return reply
          .code(201)
          .header('location', `${context.origin(request)}/push/messages/${message.id}`)
          .header('ttl', ttlText)
          .send();
      });

      app.get('/messages/:id', async (request, reply) => {
        const { id } = request.params as { id: string };
        const message = context.pushMessages.find((candidate) => candidate.id === id);
        return message ?? reply.code(404).send({ error: 'no such message' });
      });

      app.get('/store', async () => ({
        messages: context.pushMessages,
        refused: context.refusedPushes,
        subscriptions: [...context.subscriptions.values()].map(describeSubscription),
      }));

      app.delete('/store', async (_request, reply) => {
        context.pushMessages.length = 0;
        context.refusedPushes.length = 0;
        return reply.code(204).send();
      });

      app.get('/ca.pem', async (_request, reply) => {
        if (!context.tlsCertificate) {
          return reply.code(404).send({ error: 'the sandbox runs without its HTTPS listener' });
        }
        return reply.type('application/x-pem-file').send(context.tlsCertificate);
      });
    },
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parsePayload(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A subscription without its private key. */
export function describeSubscription(subscription: PushSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    endpoint: subscription.endpoint,
    createdAt: subscription.createdAt,
    deletedAt: subscription.deletedAt,
    applicationServerKey: subscription.applicationServerKey,
    keys: { p256dh: subscription.publicKey, auth: subscription.auth },
    fault: subscription.fault,
    received: subscription.received,
  };
}
