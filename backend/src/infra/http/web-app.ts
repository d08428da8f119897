import fastifyStatic from '@fastify/static';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorCodes } from '@teewatch/contracts';

/**
 * Serves the built web app on the API's origin. Any other GET outside /api gets index.html, so
 * deep links load the app, which renders its own Page Not Found. Hashed assets are cached for a
 * year; index.html never, so a deploy shows at the next load. Each file goes out as the brotli or
 * gzip copy the build made beside it, whichever the browser accepts (docs/web-app-delivery.md).
 */
export async function serveWebApp(app: NestFastifyApplication, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return reply.code(404).send({
          success: false,
          error: {
            code: errorCodes.notFound,
            message: `No API route ${request.method} ${request.url.split('?')[0]}`,
          },
        });
      }
      // The last page of a sign-in popup comes back from the identity provider's origin; only
      // without an opener policy does the browser keep its link to the window that opened it.
      if (request.url.startsWith('/auth/popup-done')) {
        reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
}
