import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCourseFilterQuery,
  AdminCourseListQuery,
  BulkResult,
  COURSE_IMAGE_UPLOAD,
  CourseBulkDeleteBody,
  CourseCreateBody,
  CourseDeleteQuery,
  CourseIdsBody,
  CourseSummary,
  CourseUpdateBody,
  DetailBody,
  ErrorBody,
  ExportFormatQuery,
  FeatureBody,
  IdParams,
  LessonCreateBody,
  LessonReorderBody,
  LessonResourceView,
  LessonUpdateBody,
  LessonView,
  paginated,
  ResourceCreateBody,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { EXPORT_CONTENT_TYPES, sendTableExport } from '../../lib/table-export.ts';
import { readSingleUpload, uploadRoutes } from '../../lib/multipart.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createCourseAdminService } from './admin-service.ts';

const route = routeOptions(['admin-portal: courses']);
const refusals = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
// The spec's editing calls under /courses/ keep the tag and refusals they are documented with.
const courseRoute = routeOptions(['courses']);
const courseRefusals = { 400: ErrorBody, 402: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Running the catalogue: the admin portal's course pages and editing courses, lessons and resources. */
export const coursesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = createCourseAdminService(ctx);

  app.get(
    '/api/admin-portal/courses/',
    route('admin', 'Every course, newest first (filters: search, is_active, category)', {
      querystring: AdminCourseListQuery,
      response: { 200: paginated(CourseSummary) },
    }),
    (request) => admin.list(request.query),
  );

  app.post(
    '/api/admin-portal/courses/',
    route('admin', 'Create a course', {
      body: CourseCreateBody,
      response: { 201: CourseSummary, ...refusals },
    }),
    async (request, reply) => reply.status(201).send(await admin.create(request.body)),
  );

  app.get(
    '/api/admin-portal/courses/export/',
    route(
      'admin',
      'Every course as CSV or Excel (format), or those the list filters pick (search, is_active, category)',
      {
        querystring: AdminCourseFilterQuery.extend(ExportFormatQuery.shape),
        produces: Object.values(EXPORT_CONTENT_TYPES),
      },
    ),
    async (request, reply) =>
      sendTableExport(reply, request.query.format, await admin.exportTable(request.query), ctx.now()),
  );

  app.post(
    '/api/admin-portal/courses/bulk-publish/',
    route('admin', 'Publish the selected courses', {
      body: CourseIdsBody,
      response: { 200: BulkResult, ...refusals },
    }),
    (request) => admin.bulkPublish(requireIdentity(request), request.body.course_ids),
  );

  app.post(
    '/api/admin-portal/courses/bulk-delete/',
    route('admin', 'Delete the selected courses (with enrolled students, send confirm: true)', {
      body: CourseBulkDeleteBody,
      response: { 200: BulkResult, ...refusals },
    }),
    (request) => admin.delete(requireIdentity(request), request.body.course_ids, request.body.confirm),
  );

  app.get(
    '/api/admin-portal/courses/:id/',
    route('admin', 'One course', {
      params: IdParams,
      response: { 200: CourseSummary, 404: ErrorBody },
    }),
    (request) => admin.get(request.params.id),
  );

  app.post(
    '/api/admin-portal/courses/:id/feature/',
    route('admin', 'Feature a course on the landing page (toggles when is_featured is not sent)', {
      params: IdParams,
      // Fastify hands a missing body over as null.
      body: FeatureBody.nullish(),
      response: { 200: CourseSummary, 404: ErrorBody },
    }),
    (request) => admin.feature(requireIdentity(request), request.params.id, request.body?.is_featured),
  );

  // ------------------------------------------------- /courses/: editing courses, lessons, resources

  app.post(
    '/api/courses/lessons/create/',
    courseRoute('admin', 'Add a lesson to a course', {
      body: LessonCreateBody,
      response: { 201: LessonView, ...courseRefusals },
    }),
    async (request, reply) => reply.status(201).send(await admin.createLesson(request.body)),
  );

  app.put(
    '/api/courses/lessons/:id/update/',
    courseRoute('admin', 'Edit a lesson', {
      params: IdParams,
      body: LessonUpdateBody,
      response: { 200: LessonView, ...courseRefusals },
    }),
    (request) => admin.updateLesson(request.params.id, request.body),
  );

  app.delete(
    '/api/courses/lessons/:id/delete/',
    courseRoute('admin', 'Delete a lesson (refused with 409 once a student has completed it)', {
      params: IdParams,
      response: { 200: DetailBody, ...courseRefusals },
    }),
    (request) => admin.deleteLesson(request.params.id),
  );

  app.post(
    '/api/courses/:id/lessons/reorder/',
    courseRoute('admin', 'Put every lesson of a course in the listed order', {
      params: IdParams,
      body: LessonReorderBody,
      response: { 200: z.array(LessonView), ...courseRefusals },
    }),
    (request) => admin.reorderLessons(request.params.id, request.body.lesson_ids),
  );

  app.post(
    '/api/courses/resources/create/',
    courseRoute('admin', 'Attach a downloadable resource (a link) to a lesson', {
      body: ResourceCreateBody,
      response: { 201: LessonResourceView, ...courseRefusals },
    }),
    async (request, reply) => reply.status(201).send(await admin.addResource(request.body)),
  );

  app.put(
    '/api/courses/:id/update/',
    courseRoute('admin', 'Edit a course', {
      params: IdParams,
      body: CourseUpdateBody,
      response: { 200: CourseSummary, ...courseRefusals },
    }),
    (request) => admin.update(request.params.id, request.body),
  );

  await app.register(
    uploadRoutes(COURSE_IMAGE_UPLOAD.maxBytes, async (scope) => {
      scope.patch(
        '/api/courses/:id/update/',
        courseRoute(
          'admin',
          `Replace the course image (multipart field "image"). ${COURSE_IMAGE_UPLOAD.rule}`,
          {
            params: IdParams,
            consumes: ['multipart/form-data'],
            response: { 200: CourseSummary, 413: ErrorBody, ...courseRefusals },
          },
        ),
        async (request) =>
          admin.replaceImage(
            request.params.id,
            await readSingleUpload(request, 'image', COURSE_IMAGE_UPLOAD.rule),
          ),
      );
    }),
  );

  app.delete(
    '/api/courses/:id/delete/',
    courseRoute('admin', 'Delete a course (with enrolled students, add ?confirm=true)', {
      params: IdParams,
      querystring: CourseDeleteQuery,
      response: { 200: DetailBody, ...courseRefusals },
    }),
    async (request) => ({
      detail: (await admin.delete(requireIdentity(request), [request.params.id], request.query.confirm))
        .detail,
    }),
  );
};
