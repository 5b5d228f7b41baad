import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  PROFILE_PHOTO_UPLOAD,
  StudentDashboardStats,
  StudentPerformance,
  StudentProfile,
  StudentProfileUpdate,
  StudentStreak,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { readSingleUpload, uploadRoutes } from '../../lib/multipart.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createStudentDashboardService } from './dashboard-service.ts';
import { createStudentsService } from './service.ts';

const route = routeOptions(['students']);

export const studentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const students = createStudentsService(ctx);
  const dashboard = createStudentDashboardService(ctx);

  app.get(
    '/api/students/profile/',
    route('any', "The signed-in student's profile (404 for other roles)", {
      response: { 200: StudentProfile, 404: ErrorBody },
    }),
    (request) => students.getOwnProfile(requireIdentity(request).userId),
  );

  app.put(
    '/api/students/profile/',
    route('student', "Update the signed-in student's profile and personal details", {
      body: StudentProfileUpdate,
      response: { 200: StudentProfile, 400: ErrorBody },
    }),
    (request) => students.updateOwnProfile(requireIdentity(request).userId, request.body),
  );

  await app.register(
    uploadRoutes(PROFILE_PHOTO_UPLOAD.maxBytes, async (scope) => {
      scope.post(
        '/api/students/profile/photo/',
        route('student', `Upload a profile photo (multipart field "photo"). ${PROFILE_PHOTO_UPLOAD.rule}`, {
          consumes: ['multipart/form-data'],
          response: { 200: StudentProfile, 400: ErrorBody, 413: ErrorBody },
        }),
        async (request) =>
          students.replacePhoto(
            requireIdentity(request).userId,
            await readSingleUpload(request, 'photo', PROFILE_PHOTO_UPLOAD.rule),
          ),
      );
    }),
  );

  app.delete(
    '/api/students/profile/photo/',
    route('student', 'Remove the profile photo', { response: { 200: StudentProfile } }),
    (request) => students.removePhoto(requireIdentity(request).userId),
  );

  // The student dashboard's figures (issue #15; definitions in docs/decisions/025-student-dashboard.md).
  app.get(
    '/api/students/dashboard-stats/',
    route(
      'student',
      'Enrolled, in-progress and completed courses, certificates, exams taken, average score and the next exam',
      { response: { 200: StudentDashboardStats, 403: ErrorBody } },
    ),
    (request) => dashboard.dashboardStats(requireIdentity(request)),
  );

  app.get(
    '/api/students/performance-stats/',
    route('student', 'The same answer as GET /api/exams/performance/ (an alias for the dashboard)', {
      response: { 200: StudentPerformance, 403: ErrorBody },
    }),
    (request) => dashboard.performanceStats(requireIdentity(request)),
  );

  app.get(
    '/api/students/profile/streak/',
    route(
      'student',
      'Consecutive days (India Standard Time) with a lesson completed or an exam answered, and the last 30 days',
      { response: { 200: StudentStreak, 403: ErrorBody } },
    ),
    (request) => dashboard.streak(requireIdentity(request)),
  );
};
