import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CollegePlan,
  CollegeProfile,
  CollegeProfileUpdate,
  CollegeSearchQuery,
  CollegeSummary,
  DetailBody,
  ErrorBody,
  IdParams,
  PlanChangeRequestBody,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createPlansService } from './plans-service.ts';
import { createCollegesService } from './service.ts';

const route = routeOptions(['colleges']);

export const collegesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const colleges = createCollegesService(ctx);
  const plans = createPlansService(ctx);

  app.get(
    '/api/colleges/profile/',
    route('any', "The signed-in college's profile (404 for other roles)", {
      response: { 200: CollegeProfile, 404: ErrorBody },
    }),
    (request) => colleges.getOwnProfile(requireIdentity(request).userId),
  );

  app.put(
    '/api/colleges/profile/',
    route('college', "Update the signed-in college's details", {
      body: CollegeProfileUpdate,
      response: { 200: CollegeProfile, 400: ErrorBody },
    }),
    (request) => colleges.updateOwnProfile(requireIdentity(request).userId, request.body),
  );

  app.get(
    '/api/colleges/profile/:id/',
    route(['admin', 'college'], 'A college by id (admins: any; a college: itself)', {
      params: IdParams,
      response: { 200: CollegeProfile, 404: ErrorBody },
    }),
    (request) => colleges.getById(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/colleges/search/',
    route(
      'public',
      'Approved colleges matching the text (name, city or state), at most 20',
      {
        querystring: CollegeSearchQuery,
        response: { 200: z.array(CollegeSummary) },
      },
      { rateLimit: { max: 120, timeWindow: '1 minute' } },
    ),
    (request) => colleges.search(request.query.q),
  );

  app.get(
    '/api/colleges/list/',
    route('public', 'Every approved college, by name', {
      response: { 200: z.array(CollegeSummary) },
    }),
    () => colleges.listApproved(),
  );

  app.get(
    '/api/colleges/admin/plan/',
    route('college', "The signed-in college's plan, its usage against each limit, and every plan", {
      response: { 200: CollegePlan, 403: ErrorBody, 404: ErrorBody },
    }),
    (request) => plans.ofCollege(requireIdentity(request)),
  );

  app.post(
    '/api/colleges/admin/plan/change-request/',
    route(
      'college',
      "Ask the admins for another plan: a message in their contact inbox, from the college's account",
      {
        body: PlanChangeRequestBody,
        response: { 200: DetailBody, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      { rateLimit: { max: 10, timeWindow: '1 hour' } },
    ),
    (request) => plans.requestChange(requireIdentity(request), request.body),
  );
};
