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
  AttemptView,
  ErrorBody,
  ExamListQuery,
  ExamSummary,
  IdParams,
  paginated,
  SaveAnswerBody,
  SavedAnswer,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { z } from 'zod';
import { createAttemptsService } from './attempts-service.ts';
import { createResultsService } from './results-service.ts';
import { createExamsService } from './service.ts';

const tags = ['exams'];
const security = [{ bearer: [] }];
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const examsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const exams = createExamsService(ctx);
  const attempts = createAttemptsService(ctx, exams);
  const results = createResultsService(ctx);

  app.get(
    '/api/exams/platform-student/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'Platform exams a student can take, with their status (6 a page by default)',
        security,
        querystring: ExamListQuery,
        response: { 200: paginated(ExamSummary) },
      },
    },
    (request) => exams.listPlatformForStudent(requireIdentity(request), request.query),
  );

  app.get(
    '/api/exams/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: "College exams a student can take: their college's (once approved) and those joined by code",
        security,
        querystring: ExamListQuery,
        response: { 200: paginated(ExamSummary) },
      },
    },
    (request) => exams.listCollegeForStudent(requireIdentity(request), request.query),
  );

  app.post(
    '/api/exams/join-by-code/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'Join a college exam with its code (if the exam allows it); joining twice is harmless',
        security,
        body: JoinByCodeBody,
        response: { 200: ExamSummary, ...refusals },
      },
    },
    (request) => exams.joinByCode(requireIdentity(request), request.body.code),
  );

  app.get(
    '/api/exams/my-results/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: "The student's finished attempts, newest first (10 a page by default)",
        security,
        querystring: ExamListQuery,
        response: { 200: paginated(ResultSummary) },
      },
    },
    (request) => results.myResults(requireIdentity(request), request.query),
  );

  app.get(
    '/api/exams/my-submissions/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'Exam-completion state: completed exam ids, the last completed exam, every submission',
        security,
        response: { 200: ExamCompletionState },
      },
    },
    (request) => results.mySubmissions(requireIdentity(request)),
  );

  app.get(
    '/api/exams/performance/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: "The student's performance: average, best, timeline and a badge per exam",
        security,
        response: { 200: StudentPerformance },
      },
    },
    (request) => results.performance(requireIdentity(request)),
  );

  app.get(
    '/api/exams/certificates/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'Certificates of passed exams (PDF at /api/certificates/{code}/pdf/)',
        security,
        response: { 200: z.array(CertificateView) },
      },
    },
    (request) => results.certificates(requireIdentity(request)),
  );

  for (const [path, kind] of [
    ['/api/exams/submit/', 'college'],
    ['/api/exams/platform-submit/', 'platform'],
  ] as const) {
    app.post(
      path,
      {
        config: { auth: 'student' },
        schema: {
          tags,
          summary: `Submit a ${kind} exam's attempt in progress with all its answers at once`,
          security,
          body: WholeSubmitBody,
          response: { 200: AttemptResult, ...refusals },
        },
      },
      (request) => attempts.submitWhole(requireIdentity(request), request.body, kind),
    );
  }

  for (const [path, kind] of [
    ['/api/exams/:id/questions/', 'college'],
    ['/api/exams/platform/:id/questions/student/', 'platform'],
  ] as const) {
    app.get(
      path,
      {
        config: { auth: 'student' },
        schema: {
          tags,
          summary: `The questions of the student's ${kind} exam attempt in progress (never the answers)`,
          security,
          params: IdParams,
          response: { 200: z.array(AttemptQuestion), ...refusals },
        },
      },
      (request) => attempts.questionsOfOpenAttempt(requireIdentity(request), request.params.id, kind),
    );
  }

  app.get(
    '/api/exams/:id/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'An exam before it is started: standing, attempts left and the rules',
        security,
        params: IdParams,
        response: { 200: StudentExamDetail, ...refusals },
      },
    },
    (request) => exams.detailForStudent(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/exams/:id/attempts/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'Start an attempt, or get the one already in progress (201 new, 200 resumed)',
        security,
        params: IdParams,
        response: { 200: AttemptView, 201: AttemptView, ...refusals },
      },
    },
    async (request, reply) => {
      const { isNew, attempt } = await attempts.start(requireIdentity(request), request.params.id);
      return reply.status(isNew ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/api/exams/attempts/:id/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'An attempt with its questions (never the answers) and the saved answers',
        security,
        params: IdParams,
        response: { 200: AttemptView, ...refusals },
      },
    },
    (request) => attempts.get(requireIdentity(request), request.params.id),
  );

  app.put(
    '/api/exams/attempts/:id/answers/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'Save one answer; a save with a lower seq than the stored one changes nothing',
        security,
        params: IdParams,
        body: SaveAnswerBody,
        response: { 200: SavedAnswer, ...refusals },
      },
    },
    (request) => attempts.saveAnswer(requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/api/exams/attempts/:id/submit/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'Submit the attempt (idempotent); refused after the deadline and its grace period',
        security,
        params: IdParams,
        response: { 200: AttemptResult, ...refusals },
      },
    },
    (request) => attempts.submit(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/exams/attempts/:id/result/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: 'The result; the per-question review (with correct answers) only once released',
        security,
        params: IdParams,
        response: { 200: AttemptResult, ...refusals },
      },
    },
    (request) => attempts.result(requireIdentity(request), request.params.id),
  );
};
