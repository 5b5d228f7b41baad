import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkResult,
  CollegeAcceptedStudent,
  CollegeApproveStudentBody,
  CollegeRejectStudentBody,
  CollegeStudentCount,
  CollegeStudentExportQuery,
  CollegeStudentListQuery,
  CollegeStudentRequest,
  CollegeUnlinkStudentBody,
  ErrorBody,
  IdParams,
  paginated,
  StudentActionResult,
  StudentIdsBody,
  StudentProfile,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { EXPORT_CONTENT_TYPES, sendTableExport } from '../../lib/table-export.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createCollegeStudentsService } from './college-service.ts';
import { createStudentsService } from './service.ts';

const route = routeOptions(['students']);
// The spec's /colleges/admin/ calls keep the tag they are documented with.
const collegeRoute = routeOptions(['colleges']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * A college looking after its students (issue #14): its requests and approved students, approving,
 * rejecting and unlinking them. The /colleges/admin/ student calls are the college's own (spec §6;
 * decision 018): admins act on students through the admin portal. Admins reach every student
 * through `get-by-id/`, a college only its own.
 */
export const studentsCollegeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const students = createStudentsService(ctx);
  const own = createCollegeStudentsService(ctx);

  app.get(
    '/api/students/get-by-id/:id/',
    route(['admin', 'college'], 'A student by id (admins: any; colleges: their own students)', {
      params: IdParams,
      response: { 200: StudentProfile, 404: ErrorBody },
    }),
    (request) => students.getById(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/colleges/admin/pending-requests/',
    collegeRoute('college', 'Students waiting for your approval, oldest request first, 25 a page (search)', {
      querystring: CollegeStudentListQuery,
      response: { 200: paginated(CollegeStudentRequest), 400: ErrorBody, 403: ErrorBody },
    }),
    (request) => own.pendingRequests(requireIdentity(request), request.query),
  );

  app.get(
    '/api/colleges/admin/accepted-students-list/',
    collegeRoute(
      'college',
      'Students you approved, by name, 25 a page (search), with their last exam and average at your exams',
      {
        querystring: CollegeStudentListQuery,
        response: { 200: paginated(CollegeAcceptedStudent), 400: ErrorBody, 403: ErrorBody },
      },
    ),
    (request) => own.acceptedStudents(requireIdentity(request), request.query),
  );

  app.get(
    '/api/colleges/admin/accepted-students-count/',
    collegeRoute('college', 'How many students you approved', {
      response: { 200: CollegeStudentCount, 403: ErrorBody },
    }),
    (request) => own.acceptedCount(requireIdentity(request)),
  );

  app.get(
    '/api/colleges/admin/accepted-students-export/',
    collegeRoute(
      'college',
      'Your approved students as CSV or Excel (format), those the search picks; streamed',
      {
        querystring: CollegeStudentExportQuery,
        produces: Object.values(EXPORT_CONTENT_TYPES),
      },
    ),
    async (request, reply) =>
      sendTableExport(
        reply,
        request.query.format,
        await own.exportAccepted(requireIdentity(request), request.query.search),
        ctx.now(),
      ),
  );

  app.post(
    '/api/colleges/admin/approve-student/',
    collegeRoute('college', 'Approve a student who chose your college (user_id): your exams open to them', {
      body: CollegeApproveStudentBody,
      response: { 200: StudentActionResult, ...refusals },
    }),
    (request) => own.approveOne(requireIdentity(request), request.body),
  );

  app.post(
    '/api/colleges/admin/reject-student/',
    collegeRoute(
      'college',
      'Reject a student’s request (user_id): they leave your college and are told by email',
      {
        body: CollegeRejectStudentBody,
        response: { 200: StudentActionResult, ...refusals },
      },
    ),
    (request) => own.rejectOne(requireIdentity(request), request.body.user_id),
  );

  app.post(
    '/api/colleges/admin/unlink-student/',
    collegeRoute('college', 'Unlink a student you approved (student_id): they keep their results', {
      body: CollegeUnlinkStudentBody,
      response: { 200: StudentActionResult, ...refusals },
    }),
    (request) => own.unlink(requireIdentity(request), request.body.student_id),
  );

  app.post(
    '/api/colleges/admin/bulk-approve-students/',
    collegeRoute('college', 'Approve the selected requests, all or none (400 names ids that are not yours)', {
      body: StudentIdsBody,
      response: { 200: BulkResult, ...refusals },
    }),
    (request) => own.approveMany(requireIdentity(request), request.body.student_ids),
  );

  app.post(
    '/api/colleges/admin/bulk-reject-students/',
    collegeRoute(
      'college',
      'Reject the selected requests, all or none (400 names ids not waiting for you); each is told by email',
      {
        body: StudentIdsBody,
        response: { 200: BulkResult, ...refusals },
      },
    ),
    (request) => own.rejectMany(requireIdentity(request), request.body.student_ids),
  );
};
