import { createServer } from 'node:http';
import { Agent } from 'node:https';
import { type AddressInfo } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { buildSandbox } from '../app.js';
import { createTlsIdentity, defaultTlsHosts, listenHttps } from '../https-listener.js';
import { MessagingContext, type MessagingOptions } from './messaging-context.js';
import { messagingStandIns } from './messaging.js';

export interface MessagingSandbox {
  app: FastifyInstance;
  context: MessagingContext;
  /** Plain HTTP origin, as the AWS SDKs reach the sandbox. */
  url: string;
  /** Trusts the sandbox's self-signed HTTPS certificate, for web-push. */
  httpsAgent: Agent;
  caPem: string;
  close(): Promise<void>;
}

/** A sandbox with only the messaging stand-ins, listening on free ports (HTTP and HTTPS). */
export async function startMessagingSandbox(
  options: MessagingOptions = {},
): Promise<MessagingSandbox> {
  const identity = createTlsIdentity(defaultTlsHosts);
  let httpsPort = 0;
  const context = new MessagingContext({
    sesEventDelayMs: 10,
    ...options,
    tlsCertificate: identity.cert,
    pushOrigin: (hostname) => `https://${hostname}:${httpsPort}`,
  });
  const app = await buildSandbox({ standIns: messagingStandIns(context) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const https = await listenHttps(app, identity, { host: '127.0.0.1', port: 0 });
  httpsPort = https.port;
  const httpsAgent = new Agent({ ca: identity.cert, keepAlive: false });
  return {
    app,
    context,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    httpsAgent,
    caPem: identity.cert,
    close: async () => {
      httpsAgent.destroy();
      await https.close();
      await app.close();
    },
  };
}

export interface ReceivedCall {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP endpoint that records what is POSTed to it (the backend's SES events webhook). */
export interface WebhookReceiver {
  url: string;
  calls: ReceivedCall[];
  /** Resolves once `count` calls arrived (fails the test after a few seconds). */
  waitForCalls(count: number): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(status = 200): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ses-events`,
    calls,
    waitForCalls: async (count) => {
      const deadline = Date.now() + 5000;
      while (calls.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} webhook calls, got ${calls.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return calls.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls until `check` returns a value (not undefined), for state that changes after a delay. */
export async function eventually<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const awsCredentials = { accessKeyId: 'AKIDSANDBOX', secretAccessKey: 'sandbox-secret' };
