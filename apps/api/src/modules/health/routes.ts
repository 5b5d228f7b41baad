import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { createHealthService } from './service.ts';

/**
 * Liveness and readiness (decision 005). Both answer 503 when the database cannot be reached.
 * Once shutdown begins, readiness answers 503 at once so a load balancer stops sending, while
 * liveness keeps answering 200 so an orchestrator does not kill a process that is still
 * finishing its requests.
 */
const CHECKS = [
  {
    url: '/api/health/',
    summary: 'Liveness: whether the API and its database are up (still 200 while shutting down)',
    servedWhileDraining: true,
  },
  {
    url: '/api/health/ready/',
    summary: 'Readiness: whether to send this process requests (503 from the moment shutdown begins)',
    servedWhileDraining: false,
  },
];

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const health = createHealthService(ctx);
  for (const { url, summary, servedWhileDraining } of CHECKS) {
    app.get(
      url,
      {
        config: { auth: 'public', servedWhileDraining },
        schema: {
          tags: ['health'],
          summary,
          response: { 200: HealthResponse, 503: HealthResponse.or(ErrorBody) },
        },
      },
      async (_request, reply) => {
        const report = await health.check();
        return reply.status(report.status === 'ok' ? 200 : 503).send(report);
      },
    );
  }
};
