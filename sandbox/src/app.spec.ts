import { type FastifyInstance } from 'fastify';
import { buildSandbox } from './app.js';
import { type StandIn } from './stand-in.js';

const teeSheetStandIn: StandIn = {
  descriptor: {
    id: 'test-platform',
    name: 'Test <Platform>',
    description: 'A tee-sheet platform that answers one ping.',
    basePath: '/test-platform',
    pages: [{ title: 'Request log', path: '/test-platform/log' }],
  },
  plugin: async (app) => {
    app.get('/ping', async () => ({ pong: true }));
  },
};

describe('sandbox', () => {
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  describe('GET /health', () => {
    it('reports ok, the uptime and the stand-ins it hosts', async () => {
      let clock = 1_000_000;
      app = await buildSandbox({ standIns: [teeSheetStandIn], now: () => clock });
      clock += 42_500;

      const response = await app.inject({ method: 'GET', url: '/health' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        status: 'ok',
        uptimeSeconds: 42,
        standIns: [{ id: 'test-platform', name: 'Test <Platform>', basePath: '/test-platform' }],
      });
    });

    it('lists no stand-ins when none are mounted', async () => {
      app = await buildSandbox({ standIns: [] });

      const response = await app.inject({ method: 'GET', url: '/health' });

      expect(response.json()).toMatchObject({ status: 'ok', standIns: [] });
    });
  });

  describe('GET /', () => {
    it('lists a hosted stand-in with its base path and page links, escaped', async () => {
      app = await buildSandbox({ standIns: [teeSheetStandIn] });

      const response = await app.inject({ method: 'GET', url: '/' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html).toContain('<title>TeeWatch sandbox</title>');
      expect(html).toContain('Test &lt;Platform&gt;');
      expect(html).not.toContain('Test <Platform>');
      expect(html).toContain('<code>/test-platform</code>');
      expect(html).toContain('<a href="/test-platform/log">Request log</a>');
      expect(html).toContain('<a href="/health">');
      expect(html).not.toContain('No stand-ins are mounted yet');
    });

    it("documents a stand-in's endpoints, escaped", async () => {
      const documented: StandIn = {
        ...teeSheetStandIn,
        descriptor: {
          ...teeSheetStandIn.descriptor,
          endpoints: [
            { method: 'GET', path: '/test-platform/ping?a=1&b=2', summary: 'Says <pong>.' },
          ],
        },
      };
      app = await buildSandbox({ standIns: [documented] });

      const html = (await app.inject({ method: 'GET', url: '/' })).body;

      expect(html).toContain('<code>GET /test-platform/ping?a=1&amp;b=2</code>');
      expect(html).toContain('Says &lt;pong&gt;.');
    });

    it('says plainly that no stand-ins are mounted when it hosts none', async () => {
      app = await buildSandbox({ standIns: [] });

      const response = await app.inject({ method: 'GET', url: '/' });

      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('No stand-ins are mounted yet.');
      expect(response.body).toContain('<a href="/health">');
    });
  });

  it('mounts a stand-in under its base path', async () => {
    app = await buildSandbox({ standIns: [teeSheetStandIn] });

    const mounted = await app.inject({ method: 'GET', url: '/test-platform/ping' });
    const unprefixed = await app.inject({ method: 'GET', url: '/ping' });

    expect(mounted.statusCode).toBe(200);
    expect(mounted.json()).toEqual({ pong: true });
    expect(unprefixed.statusCode).toBe(404);
  });

  it('answers unknown routes with a JSON 404, also under a stand-in', async () => {
    app = await buildSandbox({ standIns: [teeSheetStandIn] });

    for (const url of ['/nowhere', '/test-platform/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not found' });
    }
  });

  it('refuses stand-ins that clash, naming every problem', async () => {
    const clash: StandIn = {
      ...teeSheetStandIn,
      descriptor: { ...teeSheetStandIn.descriptor, basePath: '/health/' },
    };

    await expect(buildSandbox({ standIns: [teeSheetStandIn, clash] })).rejects.toThrow(
      /id "test-platform" is used twice[\s\S]*basePath "\/health\/" must look like \/name/,
    );
  });
});
