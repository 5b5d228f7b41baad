import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAttemptRow,
  BulkImportQuestionsBody,
  BulkImportResult,
  CollegeExamCreateBody,
  ErrorBody,
  ExamQuestionCreateBody,
  ExamStats,
  ExamSummary,
  IdParams,
  QuestionView,
} from '@vidya/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createExamAuthoringService } from './exam-authoring-service.ts';
import { createQuestionBankService } from './question-bank-service.ts';
import { createResultsManagementService } from './results-management-service.ts';
import { createExamsService } from './service.ts';

const route = routeOptions(['exams']);
const collegesRoute = routeOptions(['colleges']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const adminOrCollege = ['admin', 'college'] as const;

/**
 * A college running its own exams: creating them, adding questions, its counts and its students'
 * results. Admins call the same routes for any college; the services' ownership checks
 * (`requireManageableExam`, `studentResults`) keep a college to its own exams and students.
 */
export const examsCollegeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const exams = createExamsService(ctx);
  const authoring = createExamAuthoringService(ctx);
  const questions = createQuestionBankService(ctx);
  const results = createResultsManagementService(ctx);

  app.post(
    '/api/exams/create/',
    route(adminOrCollege, 'Create a college exam (a college its own; an admin names the college)', {
      body: CollegeExamCreateBody,
      response: { 201: ExamSummary, ...refusals },
    }),
    async (request, reply) =>
      reply.status(201).send(await authoring.createCollegeExam(requireIdentity(request), request.body)),
  );

  app.post(
    '/api/exams/questions/create/',
    route(adminOrCollege, 'Add a new question to the end of an exam you manage', {
      body: ExamQuestionCreateBody,
      response: { 201: QuestionView, ...refusals },
    }),
    async (request, reply) =>
      reply.status(201).send(await questions.createExamQuestion(requireIdentity(request), request.body)),
  );

  app.get(
    '/api/exams/my-college/',
    route('college', "The calling college's exams, latest first", {
      response: { 200: z.array(ExamSummary), ...refusals },
    }),
    (request) => exams.listOfCollege(requireIdentity(request)),
  );

  app.get(
    '/api/exams/stats/',
    route(adminOrCollege, 'Exam counts (a college: its own exams)', {
      response: { 200: ExamStats, ...refusals },
    }),
    (request) => exams.stats(requireIdentity(request)),
  );

  app.post(
    '/api/colleges/admin/bulk-import-questions/',
    collegesRoute(
      adminOrCollege,
      'Add many new questions to the end of an exam you manage: all of them or none',
      {
        body: BulkImportQuestionsBody,
        response: { 201: BulkImportResult, ...refusals },
      },
    ),
    async (request, reply) =>
      reply.status(201).send(await questions.bulkImport(requireIdentity(request), request.body)),
  );

  app.get(
    '/api/colleges/admin/student-exam-results/:id/',
    collegesRoute(
      adminOrCollege,
      "A student's exam attempts, newest first (a college: its own students, in its exams)",
      {
        params: IdParams,
        response: { 200: z.array(AdminAttemptRow), ...refusals },
      },
    ),
    (request) => results.studentResults(requireIdentity(request), request.params.id),
  );
};
