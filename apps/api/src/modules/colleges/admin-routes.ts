import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCollegeFilterQuery,
  AssignPlanBody,
  AdminCollegeListQuery,
  BulkResult,
  CollegeActionResult,
  CollegeAnalytics,
  CollegeDetail,
  CollegeIdsBody,
  CollegeQueueQuery,
  CollegeSearchListQuery,
  DetailBody,
  ErrorBody,
  ExportFormatQuery,
  IdParams,
  ManagedCollege,
  paginated,
  Plan,
  PlanActionResult,
  PlanBody,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { EXPORT_CONTENT_TYPES, sendTableExport } from '../../lib/table-export.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createCollegeAdminService } from './admin-service.ts';
import { createPlansService } from './plans-service.ts';

const route = routeOptions(['admin-portal: colleges']);
const planRoute = routeOptions(['admin-portal: plans']);
// The spec's calls under /colleges/ keep the tag they are documented with.
const collegeRoute = routeOptions(['colleges']);
const refusals = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Admins running colleges: the admin portal's college pages, and the spec's /colleges/admin/
 * calls that approve and list colleges, which only admins may make (decision 018).
 */
export const collegesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const colleges = createCollegeAdminService(ctx);
  const plans = createPlansService(ctx);

  app.get(
    '/api/admin-portal/colleges/',
    route(
      'admin',
      'Every college, newest first, 25 a page (filters: search, is_approved, created_after, created_before)',
      {
        querystring: AdminCollegeListQuery,
        response: { 200: paginated(ManagedCollege), 400: ErrorBody },
      },
    ),
    (request) => colleges.list(request.query),
  );

  app.get(
    '/api/admin-portal/colleges/export/',
    route('admin', 'Every college as CSV or Excel (format), or those the list filters pick; streamed', {
      querystring: AdminCollegeFilterQuery.extend(ExportFormatQuery.shape),
      produces: Object.values(EXPORT_CONTENT_TYPES),
    }),
    (request, reply) =>
      sendTableExport(reply, request.query.format, colleges.exportTable(request.query), ctx.now()),
  );

  app.get(
    '/api/admin-portal/colleges/registered/',
    route('admin', 'Approved colleges by name, 10 a page (search: name, email, contact, city, state)', {
      querystring: CollegeQueueQuery,
      response: { 200: paginated(ManagedCollege), 400: ErrorBody },
    }),
    (request) => colleges.registered(request.query),
  );

  app.get(
    '/api/admin-portal/colleges/pending/',
    route('admin', 'Colleges awaiting approval, longest waiting first, 20 a page', {
      querystring: CollegeQueueQuery,
      response: { 200: paginated(ManagedCollege), 400: ErrorBody },
    }),
    (request) => colleges.pending(request.query),
  );

  app.get(
    '/api/admin-portal/colleges/analytics/',
    route('admin', 'College numbers: totals, approval rate, students per college, growth by month', {
      response: { 200: CollegeAnalytics },
    }),
    () => colleges.analytics(),
  );

  app.post(
    '/api/admin-portal/colleges/bulk-approve/',
    route('admin', 'Approve the selected colleges, all or none (400 names ids that are no college)', {
      body: CollegeIdsBody,
      response: { 200: BulkResult, ...refusals },
    }),
    (request) => colleges.approveMany(requireIdentity(request), request.body.college_ids),
  );

  app.post(
    '/api/admin-portal/colleges/bulk-delete/',
    route('admin', 'Delete the selected colleges, all or none (400 names ids that are no college)', {
      body: CollegeIdsBody,
      response: { 200: BulkResult, ...refusals },
    }),
    (request) => colleges.deleteMany(requireIdentity(request), request.body.college_ids),
  );

  app.get(
    '/api/admin-portal/colleges/:id/',
    route('admin', 'One college: profile, approval, students, exams, plan and audit trail', {
      params: IdParams,
      response: { 200: CollegeDetail, 404: ErrorBody },
    }),
    (request) => colleges.detail(request.params.id),
  );

  app.post(
    '/api/admin-portal/colleges/:id/approve/',
    route('admin', 'Approve a college: it can sign in from now on, and is told by email', {
      params: IdParams,
      response: { 200: CollegeActionResult, ...refusals },
    }),
    (request) => colleges.approveOne(requireIdentity(request), request.params.id),
  );

  app.delete(
    '/api/admin-portal/colleges/:id/',
    route('admin', 'Delete a college: signed out at once; its students and their results stay', {
      params: IdParams,
      response: { 200: CollegeActionResult, ...refusals },
    }),
    (request) => colleges.deleteOne(requireIdentity(request), request.params.id),
  );

  app.put(
    '/api/admin-portal/colleges/:id/plan/',
    route('admin', 'Move a college to a plan; what it already has stays, whatever the limits', {
      params: IdParams,
      body: AssignPlanBody,
      response: { 200: PlanActionResult, ...refusals },
    }),
    (request) => plans.assign(requireIdentity(request), request.params.id, request.body),
  );

  // ------------------------------------------------------------------------------------ plans

  app.get(
    '/api/admin-portal/plans/',
    planRoute('admin', 'Every plan, cheapest first', { response: { 200: z.array(Plan) } }),
    () => plans.list(),
  );

  app.post(
    '/api/admin-portal/plans/',
    planRoute('admin', 'Create a plan: name, limits (null: unlimited) and yearly price in paise', {
      body: PlanBody,
      response: { 200: PlanActionResult, 400: ErrorBody },
    }),
    (request) => plans.create(request.body),
  );

  app.put(
    '/api/admin-portal/plans/:id/',
    planRoute('admin', 'Edit a plan; colleges on it keep everything they have, whatever the new limits', {
      params: IdParams,
      body: PlanBody,
      response: { 200: PlanActionResult, 400: ErrorBody, 404: ErrorBody },
    }),
    (request) => plans.update(request.params.id, request.body),
  );

  // ------------------------------------------- /colleges/: the spec's calls that manage colleges

  app.get(
    '/api/colleges/admin/view-all/',
    collegeRoute('admin', 'Every college, newest first (at most 1000)', {
      response: { 200: z.array(ManagedCollege) },
    }),
    () => colleges.viewAll(),
  );

  app.get(
    '/api/colleges/admin/registered/',
    collegeRoute('admin', 'Approved colleges by name, optionally matching search (at most 1000)', {
      querystring: CollegeSearchListQuery,
      response: { 200: z.array(ManagedCollege), 400: ErrorBody },
    }),
    (request) => colleges.registeredList(request.query.search),
  );

  app.get(
    '/api/colleges/admin/pending/',
    collegeRoute('admin', 'Colleges awaiting approval, longest waiting first (at most 1000)', {
      response: { 200: z.array(ManagedCollege) },
    }),
    () => colleges.pendingList(),
  );

  app.post(
    '/api/colleges/admin/approve/:id/',
    collegeRoute('admin', 'Approve a college (as POST /admin-portal/colleges/{id}/approve/)', {
      params: IdParams,
      response: { 200: CollegeActionResult, ...refusals },
    }),
    (request) => colleges.approveOne(requireIdentity(request), request.params.id),
  );

  app.delete(
    '/api/colleges/profile/:id/delete/',
    collegeRoute('admin', 'Delete a college (as DELETE /admin-portal/colleges/{id}/)', {
      params: IdParams,
      response: { 200: DetailBody, ...refusals },
    }),
    async (request) => ({
      detail: (await colleges.deleteOne(requireIdentity(request), request.params.id)).detail,
    }),
  );
};
