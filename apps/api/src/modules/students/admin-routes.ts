import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminStudentExportQuery,
  AdminStudentListQuery,
  BulkResult,
  CollegeStudentCounts,
  CollegeStudentCountsQuery,
  ErrorBody,
  IdParams,
  ManagedStudent,
  paginated,
  StudentActionResult,
  StudentDetail,
  StudentIdsBody,
  StudentOverview,
  StudentSearchPageQuery,
  StudentSuspension,
  StudentTabPageQuery,
  SuspendStudentBody,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { EXPORT_CONTENT_TYPES, sendTableExport } from '../../lib/table-export.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createStudentAdminService } from './admin-service.ts';

const route = routeOptions(['admin-portal: students']);
// The spec's "Admin students (non-portal)" calls keep the tag they are documented with.
const studentRoute = routeOptions(['students']);
const refusals = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** What admins do with students: the admin portal's student pages and the spec's /students/admin/ calls. */
export const studentsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const students = createStudentAdminService(ctx);

  app.get(
    '/api/admin-portal/students/',
    route(
      'admin',
      'Every student, newest first, 20 a page (tab, search, college, is_active, has_college, is_approved_by_college, ordering)',
      {
        querystring: AdminStudentListQuery,
        response: { 200: paginated(ManagedStudent), 400: ErrorBody },
      },
    ),
    (request) => students.list(request.query),
  );

  app.get(
    '/api/admin-portal/students/overview/',
    route(
      'admin',
      'Student numbers: total, with and without college, awaiting approval, suspended, new, growth',
      {
        response: { 200: StudentOverview },
      },
    ),
    () => students.overview(),
  );

  app.get(
    '/api/admin-portal/students/by-college/',
    route('admin', 'Registered colleges by name with their students counted, 25 a page (search: name)', {
      querystring: CollegeStudentCountsQuery,
      response: { 200: paginated(CollegeStudentCounts), 400: ErrorBody },
    }),
    (request) => students.byCollege(request.query),
  );

  app.get(
    '/api/admin-portal/students/export/',
    route('admin', 'Every student as CSV or Excel (format), or those the list filters pick; streamed', {
      querystring: AdminStudentExportQuery,
      produces: Object.values(EXPORT_CONTENT_TYPES),
    }),
    (request, reply) =>
      sendTableExport(reply, request.query.format, students.exportTable(request.query), ctx.now()),
  );

  app.post(
    '/api/admin-portal/students/bulk-approve/',
    route(
      'admin',
      'Approve the selected students for their colleges, all or none (400 names unknown ids and those without a college)',
      {
        body: StudentIdsBody,
        response: { 200: BulkResult, ...refusals },
      },
    ),
    (request) => students.approveMany(requireIdentity(request), request.body.student_ids),
  );

  app.post(
    '/api/admin-portal/students/bulk-delete/',
    route(
      'admin',
      'Delete the selected students’ accounts, all or none (400 names ids that are no student)',
      {
        body: StudentIdsBody,
        response: { 200: BulkResult, ...refusals },
      },
    ),
    (request) => students.deleteMany(requireIdentity(request), request.body.student_ids),
  );

  app.get(
    '/api/admin-portal/students/:id/',
    route(
      'admin',
      'One student: profile, college, enrollments, results, payments, certificates, audit trail',
      {
        params: IdParams,
        response: { 200: StudentDetail, 404: ErrorBody },
      },
    ),
    (request) => students.detail(request.params.id),
  );

  app.delete(
    '/api/admin-portal/students/:id/',
    route(
      'admin',
      'Delete a student’s account: signed out at once; certificates and payments stay, anonymised',
      {
        params: IdParams,
        response: { 200: StudentActionResult, ...refusals },
      },
    ),
    (request) => students.deleteOne(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/admin-portal/students/:id/approve/',
    route('admin', 'Approve a student for their college, on its behalf: its exams open to them at once', {
      params: IdParams,
      response: { 200: StudentActionResult, ...refusals },
    }),
    (request) => students.approveOne(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/admin-portal/students/:id/suspend/',
    route(
      'admin',
      'Suspend a student, with the reason: signed out everywhere at once, an exam in progress is finished',
      {
        params: IdParams,
        body: SuspendStudentBody,
        response: { 200: StudentSuspension, ...refusals },
      },
    ),
    (request) => students.suspend(requireIdentity(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin-portal/students/:id/lift-suspension/',
    route('admin', 'Lift a suspension: the student can sign in again', {
      params: IdParams,
      response: { 200: StudentSuspension, ...refusals },
    }),
    (request) => students.liftSuspension(requireIdentity(request), request.params.id),
  );

  // ------------------------------------------- /students/admin/: the spec's non-portal calls

  app.get(
    '/api/students/admin/view-all/',
    studentRoute('admin', 'Every student, newest first (at most 1000)', {
      response: { 200: z.array(ManagedStudent) },
    }),
    () => students.viewAll(),
  );

  app.get(
    '/api/students/admin/students/paginated/',
    studentRoute('admin', 'Students of one tab (all, platform, college), newest first, 20 a page (search)', {
      querystring: StudentTabPageQuery,
      response: { 200: paginated(ManagedStudent), 400: ErrorBody },
    }),
    (request) => students.tabPage(request.query),
  );

  app.get(
    '/api/students/admin/students/approved/',
    studentRoute('admin', 'Students their college approved, newest first, 20 a page (search)', {
      querystring: StudentSearchPageQuery,
      response: { 200: paginated(ManagedStudent), 400: ErrorBody },
    }),
    (request) => students.approvedPage(request.query),
  );

  app.get(
    '/api/students/admin/students/not-approved/',
    studentRoute(
      'admin',
      'Students linked to a college that has not approved them, newest first, 20 a page',
      {
        querystring: StudentSearchPageQuery,
        response: { 200: paginated(ManagedStudent), 400: ErrorBody },
      },
    ),
    (request) => students.notApprovedPage(request.query),
  );

  app.get(
    '/api/students/admin/students/platform/',
    studentRoute('admin', 'Students without a college, newest first, 20 a page (search)', {
      querystring: StudentSearchPageQuery,
      response: { 200: paginated(ManagedStudent), 400: ErrorBody },
    }),
    (request) => students.platformPage(request.query),
  );
};
