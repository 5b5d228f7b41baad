import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDashboardAnalytics,
  ErrorBody,
  GrowthMetrics,
  GrowthMetricsQuery,
  RecentActivityPage,
  RecentActivityQuery,
  SystemHealth,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { createAdminDashboardService } from './service.ts';

const route = routeOptions(['admin-portal: dashboard']);

/** The admin dashboard (issue #15, spec §7 Admin portal Dashboard; docs/analytics.md). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createAdminDashboardService(ctx);

  app.get(
    '/api/admin-portal/dashboard/analytics/',
    route('admin', 'Totals and rates of students, colleges, courses and exams (at most 60 s old)', {
      response: { 200: AdminDashboardAnalytics },
    }),
    () => service.analytics(),
  );

  app.get(
    '/api/admin-portal/growth-metrics/',
    route('admin', 'Daily sign-ups, enrollments, exam attempts and revenue over 30, 90 or 365 days', {
      querystring: GrowthMetricsQuery,
      response: { 200: GrowthMetrics, 400: ErrorBody },
    }),
    (request) => service.growthMetrics(request.query.days),
  );

  app.get(
    '/api/admin-portal/recent-activity/',
    route(
      'admin',
      'The audit trail with sign-ups, college registrations, payments and exams held, newest first',
      {
        querystring: RecentActivityQuery,
        response: { 200: RecentActivityPage, 400: ErrorBody },
      },
    ),
    (request) => service.recentActivity(request.query),
  );

  app.get(
    '/api/admin-portal/system-health/',
    route(
      'admin',
      "The API's health: response times and 5xx share of the last 5 minutes, database, Redis, mail",
      {
        response: { 200: SystemHealth },
      },
    ),
    () => service.systemHealth(),
  );
};
