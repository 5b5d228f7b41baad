import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams, StudentSuspension, SuspendStudentBody } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createStudentAdminService } from './admin-service.ts';

const route = routeOptions(['admin-portal: students']);
const refusals = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** What admins do to students' accounts. */
export const studentsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const students = createStudentAdminService(ctx);

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
};
