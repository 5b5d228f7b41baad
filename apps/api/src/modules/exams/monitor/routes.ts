import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttemptClock,
  AttemptEventsBody,
  AttemptEventsReceipt,
  AttemptTimeline,
  DeviceRelease,
  ErrorBody,
  ExamMonitor,
  ExtraTimeBody,
  ExtraTimeGrant,
  IdParams,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import { routeOptions } from '../../../lib/route-options.ts';
import { requireIdentity } from '../../../plugins/auth-guard.ts';
import { createAttemptsService } from '../taking/attempts-service.ts';
import { createIntegrityService } from './integrity-service.ts';
import { createMonitorService } from './service.ts';
import { createExamsService } from '../service.ts';

const route = routeOptions(['colleges']);
const examsRoute = routeOptions(['exams']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const adminOrCollege = ['admin', 'college'] as const;

/**
 * An open college exam as its college (or an admin) runs it: the live monitor, and extra time for
 * one student. Ownership is checked in the service: another college's exam or student is 404.
 * The student's side of extra time is here too: the clock their test screen asks for.
 */
export const examsMonitorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const monitor = createMonitorService(ctx);
  const attempts = createAttemptsService(ctx);
  const integrity = createIntegrityService(ctx, createExamsService(ctx));

  app.get(
    '/api/colleges/admin/exams/:id/monitor/',
    route(
      adminOrCollege,
      'The exam as it is taken right now: counts, and each student who started with their answered count, last save and deadline',
      { params: IdParams, response: { 200: ExamMonitor, ...refusals } },
    ),
    (request) => monitor.monitor(requireIdentity(request), request.params.id),
  );

  app.put(
    '/api/colleges/admin/exams/:id/extra-time/',
    route(
      adminOrCollege,
      "Set one student's extra minutes in the exam (0 takes them away): an attempt in progress has its deadline moved",
      { params: IdParams, body: ExtraTimeBody, response: { 200: ExtraTimeGrant, ...refusals } },
    ),
    (request) => monitor.setExtraTime(requireIdentity(request), request.params.id, request.body),
  );

  app.get(
    '/api/exams/attempts/:id/clock/',
    examsRoute(
      'student',
      "Your attempt's status and deadline now (extra time moves it), with the server's clock",
      {
        params: IdParams,
        response: { 200: AttemptClock, ...refusals },
      },
    ),
    (request) => attempts.clock(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/exams/attempts/:id/events/',
    examsRoute(
      'student',
      'Integrity events of your attempt in progress with no answer to travel with (issue #22): in order, at most 100',
      {
        params: IdParams,
        body: AttemptEventsBody,
        response: { 200: AttemptEventsReceipt, ...refusals },
      },
    ),
    (request) =>
      integrity.record(requireIdentity(request), request.params.id, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.get(
    '/api/colleges/admin/exams/attempts/:id/timeline/',
    route(
      adminOrCollege,
      "An attempt's integrity log in order, with both clocks and its summary: a college its own exams' attempts, an admin any",
      { params: IdParams, response: { 200: AttemptTimeline, ...refusals } },
    ),
    (request) => integrity.timeline(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/colleges/admin/exams/attempts/:id/release-device/',
    route(
      adminOrCollege,
      'One device per attempt: hand an attempt in progress to the next other browser that opens it (the one holding it is refused from then on); recorded on its timeline and in the audit trail',
      { params: IdParams, response: { 200: DeviceRelease, ...refusals } },
    ),
    (request) => integrity.releaseDevice(requireIdentity(request), request.params.id),
  );
};
