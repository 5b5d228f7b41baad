import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX, type FileStorage } from '../lib/storage.ts';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded files. Their names are random and never reused, so they cache for good. On
 * local disk the static plugin sends them; from S3 the object is streamed through whichever
 * process the request reaches, so every process of a fleet serves every upload (decision 034).
 */
export const mediaPlugin = fp<{ uploadsDir: string; storage: FileStorage }>(
  async (app: FastifyInstance, { uploadsDir, storage }) => {
    if (storage.kind === 'local') {
      mkdirSync(uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: MEDIA_URL_PREFIX,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        setHeaders: (reply) => {
          reply.header('Cache-Control', CACHE_FOREVER);
        },
      });
      return;
    }
    app.get(`${MEDIA_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await storage.open(key);
      if (!file) return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
      reply.header('Cache-Control', CACHE_FOREVER).type(file.contentType);
      if (file.length !== undefined) reply.header('Content-Length', String(file.length));
      return reply.send(file.body);
    });
  },
  { name: 'media' },
);
