import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAttemptDetail,
  AdminExamRow,
  AttemptParams,
  CollegeExamHistoryQuery,
  CollegeExamHistoryRow,
  ErrorBody,
  ExamRosterExportQuery,
  ExamRosterQuery,
  ExamRosterRow,
  IdParams,
  ItemAnalysis,
  paginated,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import { routeOptions } from '../../../lib/route-options.ts';
import { EXPORT_CONTENT_TYPES, sendTableExport } from '../../../lib/table-export.ts';
import { requireIdentity } from '../../../plugins/auth-guard.ts';
import { createCollegeResultsService } from './college-service.ts';

const route = routeOptions(['colleges']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const adminOrCollege = ['admin', 'college'] as const;

/**
 * ExamHistory and ExamDetails' results (issue #14): a college's held exams, an exam's roster,
 * one attempt's review, releasing results and the item analysis. A college reaches its own
 * college exams (another's answers 404); an admin every college exam.
 */
export const examsCollegeResultsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const results = createCollegeResultsService(ctx);

  app.get(
    '/api/colleges/admin/exams/history/',
    route(
      adminOrCollege,
      'Exams held or cancelled, newest first, 25 a page (search), with participants, average, pass rate and release state (an admin: every college, or `college`)',
      {
        querystring: CollegeExamHistoryQuery,
        response: { 200: paginated(CollegeExamHistoryRow), ...refusals },
      },
    ),
    (request) => results.history(requireIdentity(request), request.query),
  );

  app.get(
    '/api/colleges/admin/exams/:id/results/',
    route(
      adminOrCollege,
      'Every student who can take the exam: status, best score, percentage, badge and time taken; 25 a page (search, ordering)',
      {
        params: IdParams,
        querystring: ExamRosterQuery,
        response: { 200: paginated(ExamRosterRow), ...refusals },
      },
    ),
    (request) => results.roster(requireIdentity(request), request.params.id, request.query),
  );

  app.get(
    '/api/colleges/admin/exams/:id/results/export/',
    route(adminOrCollege, "The exam's results as CSV or Excel (format), those the search picks", {
      params: IdParams,
      querystring: ExamRosterExportQuery,
      produces: Object.values(EXPORT_CONTENT_TYPES),
    }),
    async (request, reply) =>
      sendTableExport(
        reply,
        request.query.format,
        await results.exportRoster(requireIdentity(request), request.params.id, request.query),
        ctx.now(),
      ),
  );

  app.get(
    '/api/colleges/admin/exams/:id/attempts/:attemptId/',
    route(adminOrCollege, "One attempt of the exam: the student's answers against the correct ones", {
      params: AttemptParams,
      response: { 200: AdminAttemptDetail, ...refusals },
    }),
    (request) => results.review(requireIdentity(request), request.params.id, request.params.attemptId),
  );

  app.post(
    '/api/colleges/admin/exams/:id/release-results/',
    route(
      adminOrCollege,
      'Release the results of a manual-release exam: its students see their answers reviewed (audited)',
      {
        params: IdParams,
        response: { 200: AdminExamRow, ...refusals },
      },
    ),
    (request) => results.release(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/colleges/admin/exams/:id/item-analysis/',
    route(
      adminOrCollege,
      'Per question: facility, discrimination (27 % groups), option counts and flags; `available: false` before 10 finished attempts',
      {
        params: IdParams,
        response: { 200: ItemAnalysis, ...refusals },
      },
    ),
    (request) => results.itemAnalysis(requireIdentity(request), request.params.id),
  );
};
