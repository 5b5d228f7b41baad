import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CollegeProfile, ErrorBody } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createCollegesService } from './service.ts';

export const collegesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const colleges = createCollegesService(ctx);

  app.get(
    '/api/colleges/profile/',
    {
      config: { auth: 'any' },
      schema: {
        tags: ['colleges'],
        summary: "The signed-in college's profile (404 for other roles)",
        security: [{ bearer: [] }],
        response: { 200: CollegeProfile, 404: ErrorBody },
      },
    },
    (request) => colleges.getOwnProfile(requireIdentity(request).userId),
  );
};
