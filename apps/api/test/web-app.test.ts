import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { courses } from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

const dist = mkdtempSync(join(tmpdir(), 'vidya-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><head><title>%VIDYA_BRAND%</title><meta name="description" content="%VIDYA_BRAND%: courses, exams and certificates." /><meta name="vidya-brand" content="%VIDYA_BRAND%"><meta name="vidya-support-phone" content="%VIDYA_SUPPORT_PHONE%"></head><body><div id="root"></div></body>',
);
writeFileSync(
  join(dist, 'route-patterns.json'),
  JSON.stringify([
    '/',
    '/AboutUs',
    '/StudentDashboard',
    '/StudentDashboard/Courses/:courseId',
    '/Catalogue/:courseIdSlug',
  ]),
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

/** Decision 030: link previews see a public course page's own title, description and picture. */
describe('a public course page’s link preview', () => {
  const { db } = database;
  const origin = env.publicUrl.replace(/\/$/, '');
  const courseNamed = async (slug: string) => {
    const [row] = await db.select().from(courses).where(eq(courses.slug, slug));
    if (!row) throw new Error(`no course ${slug}`);
    return row;
  };
  const metaContent = (html: string, attribute: string) =>
    new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

  it('fills the title, description and Open Graph tags of the course into the page', async () => {
    const course = await courseNamed('data-science-and-machine-learning-with-python');
    await db.update(courses).set({ image: '/media/courses/ds.png' }).where(eq(courses.id, course.id));
    await app.context.broadcast.publish('catalogue.courses', '');
    const response = await app.inject({ method: 'GET', url: `/catalogue/${course.id}-an-old-name/` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${course.title} | Shiksha &#60;Online&#62;</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'property="og:title"')).toBe(course.title);
    const description = metaContent(html, 'name="description"')!;
    expect(description.endsWith('…') || description === course.description).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(course.description.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(metaContent(html, 'property="og:description"')).toBe(description);
    // The site's own description rides along for the web app to put back on leaving the page.
    expect(html).toContain('data-site-content="Shiksha &#60;Online&#62;: courses, exams and certificates."');
    expect(metaContent(html, 'property="og:url"')).toBe(`${origin}/Catalogue/${course.id}-${course.slug}`);
    expect(metaContent(html, 'property="og:image"')).toBe(`${origin}/media/courses/ds.png`);
    expect(html).toContain('<div id="root">');
  });

  it('escapes whatever the course’s text holds', async () => {
    const course = await courseNamed('cloud-fundamentals-with-aws');
    const title = 'AWS <script>alert("x")</script> & $& \'quotes\'';
    await db
      .update(courses)
      .set({ title, description: 'Cheap & <b>bold</b> "cloud" $1 $$' })
      .where(eq(courses.id, course.id));
    await app.context.broadcast.publish('catalogue.courses', '');
    const response = await app.inject({
      method: 'GET',
      url: `/Catalogue/${course.id}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'property="og:title"')).toBe(
      'AWS &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; $&#38; &#39;quotes&#39;',
    );
    expect(metaContent(html, 'property="og:description"')).toBe(
      'Cheap &#38; &#60;b&#62;bold&#60;/b&#62; &#34;cloud&#34; $1 $$',
    );
    expect(metaContent(html, 'property="og:image"')).toBeUndefined();
  });

  it('answers an unpublished or unknown course with HTTP 404 and the site’s defaults', async () => {
    const draft = await courseNamed('embedded-systems-with-arduino');
    for (const url of [
      `/Catalogue/${draft.id}-embedded-systems-with-arduino`,
      '/Catalogue/999999',
      '/Catalogue/99999999999',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Shiksha &#60;Online&#62;</title>');
      expect(response.body, url).not.toContain('og:title');
    }
  });
});
