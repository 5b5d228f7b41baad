import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CollegeDashboardStats,
  CollegePerformance,
  CollegePerformanceExportQuery,
  CollegePerformanceQuery,
  ErrorBody,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import { routeOptions } from '../../../lib/route-options.ts';
import { EXPORT_CONTENT_TYPES, sendTableExport } from '../../../lib/table-export.ts';
import { requireIdentity } from '../../../plugins/auth-guard.ts';
import { createCollegePerformanceService } from './performance-service.ts';

const collegeRoute = routeOptions(['colleges']);

/**
 * The college dashboard and CollegePerformance (issue #14): college calls (spec §6, decision
 * 018), each reading the signed-in college's own exams and students only.
 */
export const collegePerformanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCollegePerformanceService(ctx);

  app.get(
    '/api/colleges/admin/dashboard-stats/',
    collegeRoute(
      'college',
      'Your dashboard: requests waiting, approved students, upcoming and next exam, the last exam’s figures, plan usage',
      { response: { 200: CollegeDashboardStats, 403: ErrorBody, 404: ErrorBody } },
    ),
    (request) => service.dashboard(requireIdentity(request)),
  );

  app.get(
    '/api/colleges/admin/performance/',
    collegeRoute(
      'college',
      'Your exams’ trends, badge distribution, strongest and weakest exams and the students who need attention (from, to)',
      {
        querystring: CollegePerformanceQuery,
        response: { 200: CollegePerformance, 400: ErrorBody, 403: ErrorBody },
      },
    ),
    (request) => service.performance(requireIdentity(request), request.query),
  );

  app.get(
    '/api/colleges/admin/performance/export/',
    collegeRoute('college', 'One figure of your performance page (figure) as CSV or Excel (format)', {
      querystring: CollegePerformanceExportQuery,
      produces: Object.values(EXPORT_CONTENT_TYPES),
    }),
    async (request, reply) => {
      const { figure, format, ...range } = request.query;
      return sendTableExport(
        reply,
        format,
        await service.exportFigure(requireIdentity(request), figure, range),
        ctx.now(),
      );
    },
  );
};
