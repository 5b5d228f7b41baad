import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a page's link preview shows (Open Graph), filled into its HTML by the server. */
export type PagePreview = { title: string; description: string; image: string | null; url: string };

export type WebAppOptions = {
  distDir: string;
  brand: string;
  supportPhone: string;
  /**
   * The preview of a page whose address names a record (a public course): `undefined` when the
   * path is no such page, `null` when it names none (answered 404).
   */
  previewOf?: (pathname: string) => Promise<PagePreview | null | undefined>;
};

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

/**
 * index.html with a page's own title, description and Open Graph tags, so link previews and
 * crawlers that run no script see the page, not the site's defaults (decision 030). Every value
 * is escaped; the placeholders of the brand are filled already.
 */
export function withPreview(html: string, preview: PagePreview, brand: string): string {
  const title = escapeHtml(`${preview.title} | ${brand}`);
  const description = escapeHtml(preview.description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand)}" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(preview.url)}" />`,
    ...(preview.image === null
      ? []
      : [`<meta property="og:image" content="${escapeHtml(preview.image)}" />`]),
    `<meta name="twitter:card" content="${preview.image === null ? 'summary' : 'summary_large_image'}" />`,
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
  ].join('\n    ');
  // Replacer functions, so a `$` in a course's text is never read as a replacement pattern.
  return (
    html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      // The site's own description stays beside it, for the web app to put back when the page goes.
      .replace(
        /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/,
        (_tag, siteDescription: string) =>
          `<meta name="description" content="${description}" data-site-content="${siteDescription}" />`,
      )
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
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
  async (app: FastifyInstance, { distDir, brand, supportPhone, previewOf }) => {
    const indexFile = join(distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built web app in ${distDir}: run "npm run build" to serve the web pages.`);
      return;
    }
    const fillPlaceholders = (html: string) =>
      html
        .replaceAll('%VIDYA_BRAND%', escapeHtml(brand))
        .replaceAll('%VIDYA_SUPPORT_PHONE%', escapeHtml(supportPhone));
    const indexHtml = fillPlaceholders(readFileSync(indexFile, 'utf8'));
    const indexDocument = compressedDocument(indexHtml);
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

    /** A page's own preview, or null for a record that is not there; any failure keeps the defaults. */
    const readPreview = async (request: FastifyRequest, pathname: string) => {
      if (previewOf === undefined) return undefined;
      try {
        return await previewOf(pathname);
      } catch (error) {
        request.log.warn({ err: error, pathname }, 'page preview not read; serving the defaults');
        return undefined;
      }
    };

    const sendWebApp = async (request: FastifyRequest, reply: FastifyReply) => {
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? 'identity';
      // An address no page has still gets the app, which shows its 404 page, under HTTP 404.
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const preview = isPage(pathname) ? await readPreview(request, pathname) : undefined;
      let body: Buffer = indexDocument[encoding];
      if (preview) {
        const html = Buffer.from(withPreview(indexHtml, preview, brand));
        body =
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
            : encoding === 'gzip'
              ? gzipSync(html)
              : html;
      }
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply
        .status(isPage(pathname) && preview !== null ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    };
    app.decorate('sendWebApp', sendWebApp);
    // The static handler would refuse the root directory itself (index: false), so / is explicit.
    app.get('/', (request, reply) => sendWebApp(request, reply));
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendWebApp?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
