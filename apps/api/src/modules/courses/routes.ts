import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CertificateStats,
  CertificatesQuery,
  CertificateVerification,
  CertificateView,
  CourseDetail,
  CourseListQuery,
  CourseReviewView,
  CourseSummary,
  EnrollmentsQuery,
  EnrollmentStats,
  EnrollmentView,
  EnrollResponse,
  ErrorBody,
  IdParams,
  LandingCourseCard,
  LessonCompletionResponse,
  LessonResourceView,
  PAGE_SIZES,
  paginated,
  ProgressResponse,
  ReviewBody,
  WatchProgressBody,
  WatchProgressView,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createCertificatesService } from '../certificates/index.ts';
import { createCoursesService } from './service.ts';

const route = routeOptions(['courses']);
const refusals = { 400: ErrorBody, 402: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const coursesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const courses = createCoursesService(ctx);
  const certificates = createCertificatesService(ctx);

  app.get(
    '/api/courses/',
    route(
      'public',
      'The published catalogue, newest first (search in title and description, filter by category)',
      {
        querystring: CourseListQuery,
        response: { 200: paginated(CourseSummary) },
      },
    ),
    (request) => courses.listCatalogue(request.identity, request.query),
  );

  app.get(
    '/api/courses/featured/',
    route('public', "The landing page's trending cards: featured published courses", {
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(12).default(3) }),
      response: { 200: z.array(LandingCourseCard) },
    }),
    (request) => courses.listFeatured(request.query.limit),
  );

  app.get(
    '/api/courses/available-courses/paginated/',
    route('student', 'Published courses the student is not enrolled in (6 a page by default)', {
      querystring: CourseListQuery,
      response: { 200: paginated(CourseSummary) },
    }),
    (request) => courses.listAvailable(requireIdentity(request), request.query),
  );

  app.get(
    '/api/courses/recommended/',
    route('student', 'Courses suggested for the student', {
      response: { 200: z.array(CourseSummary) },
    }),
    (request) => courses.listRecommended(requireIdentity(request)),
  );

  app.get(
    '/api/courses/my-enrollments/',
    route('student', "The student's enrollments", {
      response: { 200: z.array(EnrollmentView) },
    }),
    (request) => courses.listMyEnrollments(requireIdentity(request)),
  );

  app.get(
    '/api/courses/my-enrollments/paginated/',
    route(
      'student',
      "The student's enrollments a page at a time, filtered by status (all, in_progress, completed)",
      {
        querystring: EnrollmentsQuery,
        response: { 200: paginated(EnrollmentView) },
      },
    ),
    (request) => courses.pageMyEnrollments(requireIdentity(request), request.query),
  );

  app.get(
    '/api/courses/my-enrollments/stats/',
    route('student', "Counts of the student's enrollments", {
      response: { 200: EnrollmentStats },
    }),
    (request) => courses.enrollmentStats(requireIdentity(request)),
  );

  app.get(
    '/api/courses/certificates/',
    route('student', "The student's certificates (4 a page by default; search in titles)", {
      querystring: CertificatesQuery,
      response: { 200: paginated(CertificateView) },
    }),
    async (request) => {
      const student = await courses.requireStudent(requireIdentity(request));
      return certificates.listOfStudent(student.id, {
        page: request.query.page,
        pageSize: request.query.page_size ?? PAGE_SIZES.certificates,
        search: request.query.search,
      });
    },
  );

  app.get(
    '/api/courses/certificates/stats/',
    route('student', "Counts of the student's certificates", {
      response: { 200: CertificateStats },
    }),
    async (request) =>
      certificates.statsOfStudent((await courses.requireStudent(requireIdentity(request))).id),
  );

  app.get(
    '/api/courses/certificates/verify/:code/',
    route(
      'public',
      'Check that a certificate code is genuine (anyone)',
      {
        params: z.object({ code: z.string().trim().min(4).max(40) }),
        response: { 200: CertificateVerification, 404: ErrorBody },
      },
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    ),
    (request) => certificates.verify(request.params.code),
  );

  app.post(
    '/api/courses/lessons/:id/complete/',
    route(
      'student',
      "Mark a lesson complete (idempotent); a video lesson only once the course's share of it was watched (else 409). The last one completes the course and issues its certificate",
      {
        params: IdParams,
        response: { 200: LessonCompletionResponse, ...refusals },
      },
    ),
    (request) => courses.completeLesson(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/courses/lessons/:id/watch-progress/',
    route(
      'student',
      "Report how much of a lesson's video the player has shown (distinct seconds and the length); growth is bounded by the time since the previous report",
      {
        params: IdParams,
        body: WatchProgressBody,
        response: { 200: WatchProgressView, ...refusals },
      },
    ),
    (request) => courses.reportWatchProgress(requireIdentity(request), request.params.id, request.body),
  );

  app.get(
    '/api/courses/:id/',
    route('public', 'A course with its lessons (video links only for enrolled students) and reviews', {
      params: IdParams,
      response: { 200: CourseDetail, 404: ErrorBody },
    }),
    (request) => courses.getCourse(request.identity, request.params.id),
  );

  app.post(
    '/api/courses/:id/enroll/',
    route('student', 'Enroll in a free course (a paid one answers 402: pay through /api/payments/ first)', {
      params: IdParams,
      response: { 201: EnrollResponse, ...refusals },
    }),
    async (request, reply) =>
      reply.status(201).send(await courses.enrollFree(requireIdentity(request), request.params.id)),
  );

  app.get(
    '/api/courses/:id/progress/',
    route('student', "The student's progress in a course", {
      params: IdParams,
      response: { 200: ProgressResponse, ...refusals },
    }),
    (request) => courses.courseProgress(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/courses/enrollments/:id/progress/',
    route('student', "Progress of one of the student's enrollments", {
      params: IdParams,
      response: { 200: ProgressResponse, ...refusals },
    }),
    (request) => courses.enrollmentProgress(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/courses/:id/submit-review/',
    route('student', 'Rate and review a course you are enrolled in (sending again edits your review)', {
      params: IdParams,
      body: ReviewBody,
      response: { 200: CourseReviewView, 201: CourseReviewView, ...refusals },
    }),
    async (request, reply) => {
      const { isNew, review } = await courses.submitReview(
        requireIdentity(request),
        request.params.id,
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(review);
    },
  );

  app.get(
    '/api/courses/:id/resources/',
    route(['student', 'admin'], 'Downloadable resources of a course, or of one lesson with ?lesson_id', {
      params: IdParams,
      querystring: z.object({ lesson_id: z.coerce.number().int().positive().optional() }),
      response: { 200: z.array(LessonResourceView), ...refusals },
    }),
    (request) => courses.listResources(requireIdentity(request), request.params.id, request.query.lesson_id),
  );

  app.get(
    '/api/courses/:id/certificate/',
    route('student', 'The course certificate as a PDF', {
      params: IdParams,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const { code, pdf } = await courses.certificatePdf(requireIdentity(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="certificate-${code}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
