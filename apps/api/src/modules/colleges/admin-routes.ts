import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailBody, ErrorBody, IdParams } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { createCollegesService } from './service.ts';

const route = routeOptions(['colleges']);

export const collegesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const colleges = createCollegesService(ctx);

  app.delete(
    '/api/colleges/profile/:id/delete/',
    route('admin', 'Delete a college; its students stay, unlinked', {
      params: IdParams,
      response: { 200: DetailBody, 404: ErrorBody },
    }),
    (request) => colleges.deleteCollege(request.params.id),
  );
};
