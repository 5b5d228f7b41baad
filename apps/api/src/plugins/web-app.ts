import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type WebAppOptions = { distDir: string; brand: string; supportPhone: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other page so
 * the client router decides. The brand and support phone are configured at run time, so they are
 * written into index.html here rather than baked in at build time.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir, brand, supportPhone }) => {
    const indexFile = join(distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built web app in ${distDir}: run "npm run build" to serve the web pages.`);
      return;
    }
    const indexHtml = readFileSync(indexFile, 'utf8')
      .replaceAll('%VIDYA_BRAND%', escapeHtml(brand))
      .replaceAll('%VIDYA_SUPPORT_PHONE%', escapeHtml(supportPhone));

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

    const sendWebApp = (reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    app.decorate('sendWebApp', sendWebApp);
    // The static handler would refuse the root directory itself (index: false), so / is explicit.
    app.get('/', (_request, reply) => sendWebApp(reply));
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendWebApp?: (reply: FastifyReply) => FastifyReply;
  }
}
