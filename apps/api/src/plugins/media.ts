import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX } from '../lib/storage.ts';

/** Serves uploaded files. Their names are random and never reused, so they cache for good. */
export const mediaPlugin = fp<{ uploadsDir: string }>(
  async (app: FastifyInstance, { uploadsDir }) => {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  },
  { name: 'media' },
);
