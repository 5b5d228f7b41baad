import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, GlobalSearchQuery, GlobalSearchResult } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { createSearchService } from './service.ts';

const route = routeOptions(['admin-portal: search']);

/** The admin portal's search box: one query across students, colleges, courses and exams. */
export const searchAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSearchService(ctx);

  app.get(
    '/api/admin-portal/search/global/',
    route('admin', 'Up to 5 each of students, colleges, courses and exams matching q', {
      querystring: GlobalSearchQuery,
      response: { 200: GlobalSearchResult, 400: ErrorBody },
    }),
    (request) => service.search(request.query.q),
  );
};
