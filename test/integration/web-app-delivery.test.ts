import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { seed } from '../../backend/src/db/seed.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase } from '../support/database.js';
import { testEnv } from '../support/test-env.js';

// A built web app as the build leaves it: hashed files with their brotli and gzip copies.
const dist = mkdtempSync(path.join(tmpdir(), 'teewatch-web-'));
const script = `export const greeting = ${JSON.stringify('tee time '.repeat(400))};\n`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TeeWatch</title>');
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));

const database = openTestDatabase();
let app: NestFastifyApplication;
let cookie: string;
/** An answer as it goes over the wire: headers and the bytes, not decoded. */
const get = (url: string, headers: Record<string, string>) =>
  app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });

beforeAll(async () => {
  await database.pool.query('truncate courses cascade');
  await seed(testEnv.DATABASE_URL, '', 1);
  ({ app } = await startTestApi({ WEB_DIST_DIR: dist }));
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the web app over the wire', () => {
  it('sends a script as its brotli copy to a browser that accepts brotli, cached for a year', async () => {
    const response = await get('/assets/index-AbC123.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('never caches the page itself, so a deploy shows at the next load', async () => {
    const response = await request(app.getHttpServer()).get('/alerts/some-deep-link').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<title>TeeWatch</title>');
  });
});

describe('API answers over the wire', () => {
  it('compresses a large answer (every Colorado course) for a browser that accepts it', async () => {
    const response = await get('/api/colorado/courses', { cookie, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const courses = JSON.parse(brotliDecompressSync(response.rawPayload).toString()).courses;
    expect(courses).toHaveLength(241);
  });

  it('leaves a small answer as it is', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/access-codes/grant')
      .set('Cookie', cookie)
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.success).toBe(true);
  });
});
