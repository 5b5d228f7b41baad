import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type WebAppOptions = { distDir: string; brand: string; supportPhone: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Whether a path names a page of the web app, from the build's `route-patterns.json` (the web's
 * path table): matched as the client router matches, ignoring case and a trailing slash, a
 * `:param` standing for one segment. Without the file (an older build) every path is a page.
 */
export function pageMatcher(patternsFile: string): (pathname: string) => boolean {
  if (!existsSync(patternsFile)) return () => true;
  const patterns = JSON.parse(readFileSync(patternsFile, 'utf8')) as string[];
  const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const expressions = patterns.map((pattern) => {
    const body = pattern
      .replace(/\/$/, '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
      .join('/');
    return new RegExp(`^${body}/?$`, 'i');
  });
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}

/** An HTML document and its compressed forms, made once at start-up. */
function compressedDocument(html: string) {
  const bytes = Buffer.from(html);
  return {
    identity: bytes,
    br: brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other page so
 * the client router draws it, with HTTP 404 for an address that is no page. The brand and support phone are configured at run time, so they are
 * written into index.html here rather than baked in at build time.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir, brand, supportPhone }) => {
    const indexFile = join(distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built web app in ${distDir}: run "npm run build" to serve the web pages.`);
      return;
    }
    const fillPlaceholders = (html: string) =>
      html
        .replaceAll('%VIDYA_BRAND%', escapeHtml(brand))
        .replaceAll('%VIDYA_SUPPORT_PHONE%', escapeHtml(supportPhone));
    const indexDocument = compressedDocument(fillPlaceholders(readFileSync(indexFile, 'utf8')));
    const isPage = pageMatcher(join(distDir, 'route-patterns.json'));

    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'Cache-Control',
          path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    const sendWebApp = (request: FastifyRequest, reply: FastifyReply) => {
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? 'identity';
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      // An address no page has still gets the app, which shows its 404 page, under HTTP 404.
      const pathname = request.url.split('?', 1)[0] ?? '/';
      return reply
        .status(isPage(pathname) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(indexDocument[encoding]);
    };
    app.decorate('sendWebApp', sendWebApp);
    // The static handler would refuse the root directory itself (index: false), so / is explicit.
    app.get('/', (request, reply) => sendWebApp(request, reply));
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendWebApp?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}
