import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams, StudentProfile } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createStudentsService } from './service.ts';

const route = routeOptions(['students']);

/** A college looking at its students (admins reach every student through the same routes). */
export const studentsCollegeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const students = createStudentsService(ctx);

  app.get(
    '/api/students/get-by-id/:id/',
    route(['admin', 'college'], 'A student by id (admins: any; colleges: their own students)', {
      params: IdParams,
      response: { 200: StudentProfile, 404: ErrorBody },
    }),
    (request) => students.getById(requireIdentity(request), request.params.id),
  );
};
