import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp } from './helper.ts';

const dist = mkdtempSync(join(tmpdir(), 'vidya-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>%VIDYA_BRAND%</title><meta name="vidya-brand" content="%VIDYA_BRAND%"><meta name="vidya-support-phone" content="%VIDYA_SUPPORT_PHONE%"><body><div id="root"></div></body>',
);
writeFileSync(
  join(dist, 'route-patterns.json'),
  JSON.stringify(['/', '/AboutUs', '/StudentDashboard', '/StudentDashboard/Courses/:courseId']),
);
const script = 'console.log("hello from the app");'.repeat(100);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));

const { env, database } = await createTestApp({
  BRAND_NAME: 'Shiksha <Online>',
  SUPPORT_PHONE: '+91 22 1234 5678',
});
const app = await buildApp({ env: { ...env, WEB_DIST_DIR: dist }, database, logger: false });
afterAll(() => app.close());

describe('serving the web app', () => {
  it('answers / and every page path with index.html carrying the configured brand, escaped', async () => {
    for (const url of ['/', '/aboutus/', '/StudentDashboard', '/StudentDashboard/Courses/12-python?tab=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Shiksha &#60;Online&#62;</title>');
      expect(response.body).toContain('content="+91 22 1234 5678"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address no page has with HTTP 404 and the web app, which shows its 404 page', async () => {
    for (const url of [
      '/no/such/page',
      '/StudentDashboard/Courses',
      '/AboutUs/team',
      '/StudentDashboard/Courses/12/x',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const api = await app.inject({ method: 'GET', url: '/api/no/such/route/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });

  it('compresses the page for browsers that accept it', async () => {
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(decode(response.rawPayload).toString()).toContain('<title>Shiksha &#60;Online&#62;</title>');
    }
    const plain = await app.inject({
      method: 'GET',
      url: '/AboutUs',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Shiksha &#60;Online&#62;</title>');
  });

  it('sends hashed assets precompressed and cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
