import { type FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once here: the Fastify
 * plugin for it builds a new one, parsing the content security policy again, on every request,
 * which showed in the load test's profiles (docs/operations.md, "Load").
 */
export function addSecurityHeaders(server: FastifyInstance, appOrigin: string): void {
  const secure = helmet({
    // Sign-in popups (Google, Facebook, GitHub) must be able to report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: appOrigin.startsWith('https:') ? [] : null,
      },
    },
  });
  server.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
