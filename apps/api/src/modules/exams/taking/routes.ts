import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttemptQuestion,
  AttemptResult,
  CertificateView,
  ExamCompletionState,
  JoinByCodeBody,
  ResultSummary,
  StudentExamDetail,
  StudentPerformance,
  WholeSubmitBody,
  AttemptQuery,
  AttemptView,
  ErrorBody,
  ExamListQuery,
  ExamSummary,
  IdParams,
  paginated,
  SaveAnswerBody,
  SavedAnswer,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import { routeOptions } from '../../../lib/route-options.ts';
import { requireIdentity } from '../../../plugins/auth-guard.ts';
import { z } from 'zod';
import { createAttemptsService } from './attempts-service.ts';
import { createResultsService } from '../results/results-service.ts';
import { createExamsService } from '../service.ts';

const route = routeOptions(['exams']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const examsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const exams = createExamsService(ctx);
  const attempts = createAttemptsService(ctx, exams);
  const results = createResultsService(ctx);

  app.get(
    '/api/exams/platform-student/',
    route('student', 'Platform exams a student can take, with their status (6 a page by default)', {
      querystring: ExamListQuery,
      response: { 200: paginated(ExamSummary) },
    }),
    (request) => exams.listPlatformForStudent(requireIdentity(request), request.query),
  );

  app.get(
    '/api/exams/',
    route(
      'student',
      "College exams a student can take: their college's (once approved) and those joined by code",
      {
        querystring: ExamListQuery,
        response: { 200: paginated(ExamSummary) },
      },
    ),
    (request) => exams.listCollegeForStudent(requireIdentity(request), request.query),
  );

  app.post(
    '/api/exams/join-by-code/',
    route('student', 'Join a college exam with its code (if the exam allows it); joining twice is harmless', {
      body: JoinByCodeBody,
      response: { 200: ExamSummary, ...refusals },
    }),
    (request) => exams.joinByCode(requireIdentity(request), request.body.code),
  );

  app.get(
    '/api/exams/my-results/',
    route('student', "The student's finished attempts, newest first (10 a page by default)", {
      querystring: ExamListQuery,
      response: { 200: paginated(ResultSummary) },
    }),
    (request) => results.myResults(requireIdentity(request), request.query),
  );

  app.get(
    '/api/exams/my-submissions/',
    route('student', 'Exam-completion state: completed exam ids, the last completed exam, every submission', {
      response: { 200: ExamCompletionState },
    }),
    (request) => results.mySubmissions(requireIdentity(request)),
  );

  app.get(
    '/api/exams/performance/',
    route('student', "The student's performance: average, best, timeline and a badge per exam", {
      response: { 200: StudentPerformance },
    }),
    (request) => results.performance(requireIdentity(request)),
  );

  app.get(
    '/api/exams/certificates/',
    route('student', 'Certificates of passed exams (PDF at /api/certificates/{code}/pdf/)', {
      response: { 200: z.array(CertificateView) },
    }),
    (request) => results.certificates(requireIdentity(request)),
  );

  for (const [path, kind] of [
    ['/api/exams/submit/', 'college'],
    ['/api/exams/platform-submit/', 'platform'],
  ] as const) {
    app.post(
      path,
      route('student', `Submit a ${kind} exam's attempt in progress with all its answers at once`, {
        body: WholeSubmitBody,
        response: { 200: AttemptResult, ...refusals },
      }),
      (request) => attempts.submitWhole(requireIdentity(request), request.body, kind),
    );
  }

  for (const [path, kind] of [
    ['/api/exams/:id/questions/', 'college'],
    ['/api/exams/platform/:id/questions/student/', 'platform'],
  ] as const) {
    app.get(
      path,
      route(
        'student',
        `The questions of the student's ${kind} exam attempt in progress (never the answers)`,
        {
          params: IdParams,
          response: { 200: z.array(AttemptQuestion), ...refusals },
        },
      ),
      (request) => attempts.questionsOfOpenAttempt(requireIdentity(request), request.params.id, kind),
    );
  }

  app.get(
    '/api/exams/:id/',
    route('student', 'An exam before it is started: standing, attempts left and the rules', {
      params: IdParams,
      response: { 200: StudentExamDetail, ...refusals },
    }),
    (request) => exams.detailForStudent(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/exams/:id/attempts/',
    route('student', 'Start an attempt, or get the one already in progress (201 new, 200 resumed)', {
      params: IdParams,
      response: { 200: AttemptView, 201: AttemptView, ...refusals },
    }),
    async (request, reply) => {
      const { isNew, attempt } = await attempts.start(requireIdentity(request), request.params.id);
      return reply.status(isNew ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/api/exams/attempts/:id/',
    route(
      'student',
      'An attempt with its questions (never the answers) and the saved answers; on a one-device exam, another browser than the one holding it (`client_id`) answers 409 `device_held`',
      {
        params: IdParams,
        querystring: AttemptQuery,
        response: { 200: AttemptView, ...refusals },
      },
    ),
    (request) =>
      attempts.get(requireIdentity(request), request.params.id, {
        clientId: request.query.client_id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.put(
    '/api/exams/attempts/:id/answers/',
    route(
      'student',
      'Save one answer (a save with a lower seq than the stored one changes nothing), with the integrity events since the last save; refused events answer 400 after the answer is saved',
      {
        params: IdParams,
        body: SaveAnswerBody,
        response: { 200: SavedAnswer, ...refusals },
      },
    ),
    (request) =>
      attempts.saveAnswer(requireIdentity(request), request.params.id, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/api/exams/attempts/:id/submit/',
    route('student', 'Submit the attempt (idempotent); refused after the deadline and its grace period', {
      params: IdParams,
      response: { 200: AttemptResult, ...refusals },
    }),
    (request) => attempts.submit(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/exams/attempts/:id/result/',
    route('student', 'The result; the per-question review (with correct answers) only once released', {
      params: IdParams,
      response: { 200: AttemptResult, ...refusals },
    }),
    (request) => attempts.result(requireIdentity(request), request.params.id),
  );
};
