import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CollegeProfile,
  CollegeProfileUpdate,
  CollegeSearchQuery,
  CollegeSummary,
  ErrorBody,
  IdParams,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createCollegesService } from './service.ts';

const tags = ['colleges'];
const security = [{ bearer: [] }];

export const collegesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const colleges = createCollegesService(ctx);

  app.get(
    '/api/colleges/profile/',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: "The signed-in college's profile (404 for other roles)",
        security,
        response: { 200: CollegeProfile, 404: ErrorBody },
      },
    },
    (request) => colleges.getOwnProfile(requireIdentity(request).userId),
  );

  app.put(
    '/api/colleges/profile/',
    {
      config: { auth: 'college' },
      schema: {
        tags,
        summary: "Update the signed-in college's details",
        security,
        body: CollegeProfileUpdate,
        response: { 200: CollegeProfile, 400: ErrorBody },
      },
    },
    (request) => colleges.updateOwnProfile(requireIdentity(request).userId, request.body),
  );

  app.get(
    '/api/colleges/profile/:id/',
    {
      config: { auth: ['admin', 'college'] },
      schema: {
        tags,
        summary: 'A college by id (admins: any; a college: itself)',
        security,
        params: IdParams,
        response: { 200: CollegeProfile, 404: ErrorBody },
      },
    },
    (request) => colleges.getById(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/colleges/search/',
    {
      config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Approved colleges matching the text (name, city or state), at most 20',
        querystring: CollegeSearchQuery,
        response: { 200: z.array(CollegeSummary) },
      },
    },
    (request) => colleges.search(request.query.q),
  );

  app.get(
    '/api/colleges/list/',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Every approved college, by name',
        response: { 200: z.array(CollegeSummary) },
      },
    },
    () => colleges.listApproved(),
  );
};
