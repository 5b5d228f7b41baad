import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, StudentProfile } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createStudentsService } from './service.ts';

export const studentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const students = createStudentsService(ctx);

  app.get(
    '/api/students/profile/',
    {
      config: { auth: 'any' },
      schema: {
        tags: ['students'],
        summary: "The signed-in student's profile (404 for other roles)",
        security: [{ bearer: [] }],
        response: { 200: StudentProfile, 404: ErrorBody },
      },
    },
    (request) => students.getOwnProfile(requireIdentity(request).userId),
  );
};
