import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, NotReadyResponse, ReadinessResponse } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { createHealthService } from './service.ts';

/**
 * Liveness and readiness (decision 005, issue #18). Liveness answers 503 only when the database
 * cannot be reached, and keeps answering 200 while shutting down, so an orchestrator does not
 * kill a process that is still finishing its requests. Readiness answers 503 when any part it
 * reports is not right: the database, Redis when configured, a migration missing, or shutdown
 * under way (from its first moment), so a load balancer stops sending.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const health = createHealthService(ctx);
  app.get(
    '/api/health/',
    {
      config: { auth: 'public', servedWhileDraining: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: whether the API and its database are up (still 200 while shutting down)',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const report = await health.check();
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
  app.get(
    '/api/health/ready/',
    {
      // Answered while draining too, to say so (503, draining: true) rather than refuse.
      config: { auth: 'public', servedWhileDraining: true },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: whether to send this process requests (database, Redis, migrations, not shutting down)',
        response: { 200: ReadinessResponse, 503: NotReadyResponse },
      },
    },
    async (_request, reply) => {
      const report = await health.ready(app.isDraining());
      return reply.status(report.status === 'ok' ? 200 : 503).send(report);
    },
  );
};
