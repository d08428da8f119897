import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { renderHomePage } from './home-page.js';
import { checkStandIns, type StandIn } from './stand-in.js';
import { createKnownStandIns } from './stand-ins.js';

export interface SandboxOptions {
  /** The stand-ins to mount; all known ones when left out. */
  standIns?: readonly StandIn[];
  /** Fastify's logger setting: pino options, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds clock for uptime; swapped in tests. */
  now?: () => number;
}

/** Builds the sandbox server without listening, so tests can use `app.inject`. */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const standIns = options.standIns ?? createKnownStandIns();
  checkStandIns(standIns);
  const now = options.now ?? Date.now;
  const startedAt = now();
  const descriptors = standIns.map((standIn) => standIn.descriptor);

  const app = Fastify({ logger: options.logger ?? false });

  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderHomePage(descriptors)),
  );

  app.get('/health', async () => ({
    status: 'ok',
    uptimeSeconds: Math.floor((now() - startedAt) / 1000),
    standIns: descriptors.map(({ id, name, basePath }) => ({ id, name, basePath })),
  }));

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not found' }));

  for (const standIn of standIns) {
    await app.register(standIn.plugin, { prefix: standIn.descriptor.basePath });
  }
  await app.ready();
  return app;
}
