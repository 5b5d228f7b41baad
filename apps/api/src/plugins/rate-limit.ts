import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { LOGIN_SERVER_ERRORS } from '@vidya/contract';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-IP limits, opted into by routes with `config.rateLimit`. Counters live in Redis when it is
 * configured so several API processes share them.
 */
export const rateLimitPlugin = fp<{ redis: Redis | null }>(
  async (app: FastifyInstance, { redis }) => {
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'vidya:rate:' } : {}),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError('throttled', LOGIN_SERVER_ERRORS.throttled(seconds), {
          retryAfterSeconds: seconds,
        });
      },
    });
  },
  { name: 'rate-limit' },
);
