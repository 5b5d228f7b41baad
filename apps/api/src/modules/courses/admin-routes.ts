import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCourseFilterQuery,
  AdminCourseListQuery,
  BulkResult,
  CourseBulkDeleteBody,
  CourseCreateBody,
  CourseIdsBody,
  CourseSummary,
  ErrorBody,
  FeatureBody,
  IdParams,
  paginated,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { forgetCoursesAfterAdminChanges } from './catalogue-cache.ts';
import { createCourseAdminService } from './admin-service.ts';

const tags = ['admin-portal: courses'];
const security = [{ bearer: [] }];
const refusals = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const courseAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = createCourseAdminService(ctx);
  forgetCoursesAfterAdminChanges(app, ctx);
  const config = { auth: 'admin' as const };

  app.get(
    '/api/admin-portal/courses/',
    {
      config,
      schema: {
        tags,
        summary: 'Every course, newest first (filters: search, is_active, category)',
        security,
        querystring: AdminCourseListQuery,
        response: { 200: paginated(CourseSummary) },
      },
    },
    (request) => admin.list(request.query),
  );

  app.post(
    '/api/admin-portal/courses/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a course',
        security,
        body: CourseCreateBody,
        response: { 201: CourseSummary, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.create(request.body)),
  );

  app.get(
    '/api/admin-portal/courses/export/',
    {
      config,
      schema: {
        tags,
        summary: 'Every course as CSV, or those the list filters pick (search, is_active, category)',
        security,
        querystring: AdminCourseFilterQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="courses-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(await admin.exportCsv(request.query)),
  );

  app.post(
    '/api/admin-portal/courses/bulk-publish/',
    {
      config,
      schema: {
        tags,
        summary: 'Publish the selected courses',
        security,
        body: CourseIdsBody,
        response: { 200: BulkResult, ...refusals },
      },
    },
    (request) => admin.bulkPublish(request.body.course_ids),
  );

  app.post(
    '/api/admin-portal/courses/bulk-delete/',
    {
      config,
      schema: {
        tags,
        summary: 'Delete the selected courses (with enrolled students, send confirm: true)',
        security,
        body: CourseBulkDeleteBody,
        response: { 200: BulkResult, ...refusals },
      },
    },
    (request) => admin.delete(request.body.course_ids, request.body.confirm),
  );

  app.get(
    '/api/admin-portal/courses/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'One course',
        security,
        params: IdParams,
        response: { 200: CourseSummary, 404: ErrorBody },
      },
    },
    (request) => admin.get(request.params.id),
  );

  app.post(
    '/api/admin-portal/courses/:id/feature/',
    {
      config,
      schema: {
        tags,
        summary: 'Feature a course on the landing page (toggles when is_featured is not sent)',
        security,
        params: IdParams,
        // Fastify hands a missing body over as null.
        body: FeatureBody.nullish(),
        response: { 200: CourseSummary, 404: ErrorBody },
      },
    },
    (request) => admin.feature(request.params.id, request.body?.is_featured),
  );
};
