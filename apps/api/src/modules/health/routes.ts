import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { createHealthService } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const health = createHealthService(ctx);
  app.get(
    '/api/health/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database are up',
        response: { 200: HealthResponse, 503: HealthResponse.or(ErrorBody) },
      },
    },
    async (_request, reply) => {
      const report = await health.check();
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};
