import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAttemptDetail,
  AdminAttemptRow,
  AdminAttemptsQuery,
  AdminExamDetail,
  AdminExamListQuery,
  AdminExamRow,
  AttachQuestionsBody,
  BankExportQuery,
  BankImportQuery,
  BankQuestionCreateBody,
  ErrorBody,
  ExamQuestionParams,
  ExamSummary,
  ExamUpdateBody,
  FileFormatQuery,
  ImportQuery,
  ImportReport,
  paginated,
  PlatformExamCreateBody,
  QUESTION_IMPORT_MAX_BYTES,
  QuestionBankQuery,
  QuestionUpdateBody,
  QuestionOrderBody,
  QuestionView,
  IdParams,
  MarkRow,
  MarksExportQuery,
  MarksQuery,
  StudentExamResultsQuery,
  ToggleStatusBody,
} from '@vidya/contract';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { routeOptions } from '../../../lib/route-options.ts';
import { readSingleUpload, uploadRoutes } from '../../../lib/multipart.ts';
import { EXPORT_CONTENT_TYPES, sendTableExport } from '../../../lib/table-export.ts';
import { requireIdentity } from '../../../plugins/auth-guard.ts';
import { createExamAuthoringService } from './exam-service.ts';
import { createMarksService } from '../results/marks-service.ts';
import { createQuestionBankService } from './question-bank-service.ts';
import { FILE_TYPES, IMPORT_FILE_RULE, sendQuestionFile } from './question-import.ts';
import { createResultsManagementService } from '../results/management-service.ts';
import { createExamsService } from '../service.ts';

const route = routeOptions(['admin-portal: exams']);
const examRoute = routeOptions(['exams']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const NoContent = z.null().describe('No content');
const QUESTION_FILE_TYPES = [...new Set(Object.values(FILE_TYPES))];

/**
 * Running exams, for admins only: the admin portal's exam pages, question bank, question files
 * and results, and the spec's platform-exam calls under /exams/platform/. What colleges call
 * (admins too) is in college-routes.ts.
 */
export const examsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const exams = createExamsService(ctx);
  const authoring = createExamAuthoringService(ctx);
  const questions = createQuestionBankService(ctx);
  const results = createResultsManagementService(ctx);
  const marks = createMarksService(ctx);

  // ------------------------------------------------------------------ admin portal: exams

  const listRoute = (url: string, summary: string, kind?: 'platform' | 'college') =>
    app.get(
      url,
      route('admin', summary, {
        querystring: kind ? AdminExamListQuery.omit({ kind: true }) : AdminExamListQuery,
        response: { 200: paginated(AdminExamRow), 400: ErrorBody },
      }),
      (request) => authoring.list(kind ? { ...request.query, kind } : request.query),
    );
  listRoute(
    '/api/admin-portal/exams/',
    'Every exam, newest first (filters: search, kind, college_id, is_active)',
  );
  listRoute('/api/admin-portal/exams/platform/', 'Platform exams, newest first', 'platform');
  listRoute(
    '/api/admin-portal/exams/college/',
    'College exams, newest first (filter: college_id)',
    'college',
  );

  app.get(
    '/api/admin-portal/exams/:id/',
    route('admin', 'One exam with its questions in order', {
      params: IdParams,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => authoring.detail(request.params.id),
  );

  app.put(
    '/api/admin-portal/exams/:id/',
    route(
      'admin',
      'Edit an exam (any fields; start_time/end_time are ISO date-times for a platform exam, HH:MM on exam_date for a college exam)',
      {
        params: IdParams,
        body: ExamUpdateBody,
        response: { 200: AdminExamDetail, ...refusals },
      },
    ),
    (request) => authoring.update(requireIdentity(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin-portal/exams/:id/',
    route('admin', 'Delete an exam and its attempts (its questions stay in the bank)', {
      params: IdParams,
      response: { 204: NoContent, ...refusals },
    }),
    async (request, reply) => {
      await authoring.remove(requireIdentity(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin-portal/exams/:id/toggle-status/',
    route('admin', 'Activate or deactivate an exam (an exam needs a question to be activated)', {
      params: IdParams,
      body: ToggleStatusBody,
      response: { 200: AdminExamRow, ...refusals },
    }),
    (request) => authoring.toggleStatus(requireIdentity(request), request.params.id, request.body.is_active),
  );

  app.post(
    '/api/admin-portal/exams/:id/release-results/',
    route('admin', 'Release the results (correct answers) of an exam whose results_release is manual', {
      params: IdParams,
      response: { 200: AdminExamRow, ...refusals },
    }),
    (request) => results.releaseResults(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/admin-portal/exams/:id/attempts/',
    route('admin', "The exam's attempts, newest first (search: student name or email)", {
      params: IdParams,
      querystring: AdminAttemptsQuery,
      response: { 200: paginated(AdminAttemptRow), ...refusals },
    }),
    (request) => results.attempts(request.params.id, request.query),
  );

  app.get(
    '/api/admin-portal/attempts/:id/',
    route('admin', 'One attempt with every answer, the correct answers and the marks awarded', {
      params: IdParams,
      response: { 200: AdminAttemptDetail, ...refusals },
    }),
    (request) => results.attemptDetail(request.params.id),
  );

  app.put(
    '/api/admin-portal/exams/:id/questions/order/',
    route('admin', "Reorder the exam's questions (list every one of them exactly once)", {
      params: IdParams,
      body: QuestionOrderBody,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => questions.reorder(request.params.id, request.body.question_ids),
  );

  app.post(
    '/api/admin-portal/exams/:id/questions/attach/',
    route('admin', 'Add bank questions to the end of the exam', {
      params: IdParams,
      body: AttachQuestionsBody,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => questions.attach(request.params.id, request.body.question_ids),
  );

  app.delete(
    '/api/admin-portal/exams/:id/questions/:qid/',
    route('admin', 'Take a question out of the exam (it stays in the bank)', {
      params: ExamQuestionParams,
      response: { 204: NoContent, ...refusals },
    }),
    async (request, reply) => {
      await questions.detach(request.params.id, request.params.qid);
      return reply.status(204).send(null);
    },
  );

  await app.register(
    uploadRoutes(QUESTION_IMPORT_MAX_BYTES, async (scope) => {
      scope.post(
        '/api/admin-portal/exams/:id/questions/import/',
        route(
          'admin',
          `Import questions from a file (multipart field "file"): Vidya's CSV/XLSX columns, Aiken, GIFT or Moodle XML, told from the content unless format is given. Nothing is imported if any question is invalid, or if any is a kind Vidya cannot hold unless skip_unsupported=true. ${IMPORT_FILE_RULE}`,
          {
            params: IdParams,
            querystring: ImportQuery,
            consumes: ['multipart/form-data'],
            response: { 200: ImportReport, 201: ImportReport, ...refusals, 413: ErrorBody },
          },
        ),
        async (request, reply) => {
          const bytes = await readSingleUpload(request, 'file', IMPORT_FILE_RULE);
          const report = await questions.importFile(request.params.id, bytes, {
            dryRun: request.query.dry_run,
            format: request.query.format,
            skipUnsupported: request.query.skip_unsupported,
          });
          return reply.status(report.dry_run ? 200 : 201).send(report);
        },
      );
      scope.post(
        '/api/admin-portal/questions/import/',
        route(
          'admin',
          `Import questions from a file straight into the bank, in no exam: the platform's, or with college that college's own. Same formats and rules as an exam's import. ${IMPORT_FILE_RULE}`,
          {
            querystring: BankImportQuery,
            consumes: ['multipart/form-data'],
            response: { 200: ImportReport, 201: ImportReport, ...refusals, 413: ErrorBody },
          },
        ),
        async (request, reply) => {
          const bytes = await readSingleUpload(request, 'file', IMPORT_FILE_RULE);
          const report = await questions.importIntoBank(bytes, {
            dryRun: request.query.dry_run,
            format: request.query.format,
            skipUnsupported: request.query.skip_unsupported,
            collegeId: request.query.college,
          });
          return reply.status(report.dry_run ? 200 : 201).send(report);
        },
      );
    }),
  );

  app.get(
    '/api/admin-portal/exams/:id/questions/export/',
    route(
      'admin',
      "The exam's questions as a file: the import columns, or Aiken, GIFT or Moodle XML (each re-imports as is)",
      {
        params: IdParams,
        querystring: FileFormatQuery,
        produces: QUESTION_FILE_TYPES,
      },
    ),
    async (request, reply) =>
      sendQuestionFile(
        reply,
        request.query.format,
        await questions.exportFile(request.params.id, request.query.format),
      ),
  );

  app.get(
    '/api/admin-portal/questions/export/',
    route('admin', 'Bank questions chosen by id (ids=3,1,2, in that order) as a question file', {
      querystring: BankExportQuery,
      produces: QUESTION_FILE_TYPES,
    }),
    async (request, reply) =>
      sendQuestionFile(
        reply,
        request.query.format,
        await questions.exportBankSelection(request.query.ids, request.query.format),
      ),
  );

  app.get(
    '/api/admin-portal/questions/template/',
    route('admin', 'A question file to fill in, in the format asked for: one example question', {
      querystring: FileFormatQuery,
      produces: QUESTION_FILE_TYPES,
    }),
    async (request, reply) =>
      sendQuestionFile(reply, request.query.format, await questions.template(request.query.format)),
  );

  // ------------------------------------------------------------------ admin portal: question bank

  app.get(
    '/api/admin-portal/questions/',
    route('admin', "The question bank, newest first; with exam, that exam's questions in order", {
      querystring: QuestionBankQuery,
      response: { 200: paginated(QuestionView), ...refusals },
    }),
    (request) => questions.bank(request.query),
  );

  app.post(
    '/api/admin-portal/questions/',
    route('admin', 'Add a question to the bank (and, with exam, to the end of that exam)', {
      body: BankQuestionCreateBody,
      response: { 201: QuestionView, ...refusals },
    }),
    async (request, reply) => reply.status(201).send(await questions.createBankQuestion(request.body)),
  );

  app.get(
    '/api/admin-portal/questions/:id/',
    route('admin', 'One question with its answer', {
      params: IdParams,
      response: { 200: QuestionView, ...refusals },
    }),
    (request) => questions.getQuestion(request.params.id),
  );

  app.put(
    '/api/admin-portal/questions/:id/',
    route('admin', 'Edit a question (its answer and marks are fixed once an exam using it was taken)', {
      params: IdParams,
      body: QuestionUpdateBody,
      response: { 200: QuestionView, ...refusals },
    }),
    (request) => questions.updateQuestion(request.params.id, request.body),
  );

  app.delete(
    '/api/admin-portal/questions/:id/',
    route('admin', 'Delete a question from the bank and every exam (not once a taken exam uses it)', {
      params: IdParams,
      response: { 204: NoContent, ...refusals },
    }),
    async (request, reply) => {
      await questions.deleteQuestion(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin-portal/students/:id/exam_results/',
    route('admin', "Every attempt of a student, newest first (exam: one exam's only)", {
      params: IdParams,
      querystring: StudentExamResultsQuery,
      response: { 200: z.array(AdminAttemptRow), ...refusals },
    }),
    (request) => results.studentResults(requireIdentity(request), request.params.id, request.query.exam),
  );

  // ------------------------------------------------------------------ admin portal: marks

  app.get(
    '/api/admin-portal/marks/',
    route(
      'admin',
      'Finished exam attempts of students with a college or without one (scope), newest submission first (filters: search, exam, college, submitted_from, submitted_to)',
      {
        querystring: MarksQuery,
        response: { 200: paginated(MarkRow), 400: ErrorBody },
      },
    ),
    (request) => marks.list(request.query),
  );

  app.get(
    '/api/admin-portal/marks/export/',
    route('admin', 'The marks the list filters pick, as CSV or Excel (format)', {
      querystring: MarksExportQuery,
      produces: Object.values(EXPORT_CONTENT_TYPES),
    }),
    (request, reply) =>
      sendTableExport(reply, request.query.format, marks.exportTable(request.query), ctx.now()),
  );

  // ------------------------------------------------------------------ /exams/platform/

  app.post(
    '/api/exams/platform/',
    examRoute('admin', 'Create a platform exam (mock test, aptitude assessment) with its questions', {
      body: PlatformExamCreateBody,
      response: { 201: ExamSummary, ...refusals },
    }),
    async (request, reply) => reply.status(201).send(await exams.createPlatformExam(request.body)),
  );

  app.get(
    '/api/exams/platform/:id/',
    examRoute('admin', 'A platform exam with its questions', {
      params: IdParams,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => authoring.detail(request.params.id, 'platform'),
  );

  app.put(
    '/api/exams/platform/:id/',
    examRoute('admin', 'Edit a platform exam (start_time/end_time as ISO date-times; null removes a bound)', {
      params: IdParams,
      body: ExamUpdateBody,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => authoring.update(requireIdentity(request), request.params.id, request.body, 'platform'),
  );

  app.get(
    '/api/exams/platform/:id/questions/',
    examRoute('admin', "A platform exam's questions with their answers, in order", {
      params: IdParams,
      response: { 200: z.array(QuestionView), ...refusals },
    }),
    (request) => questions.questionsOf(request.params.id, 'platform'),
  );

  app.put(
    '/api/exams/platform/:id/questions/:qid/update/',
    examRoute('admin', 'Edit a question of a platform exam', {
      params: ExamQuestionParams,
      body: QuestionUpdateBody,
      response: { 200: QuestionView, ...refusals },
    }),
    (request) =>
      questions.updateQuestion(request.params.qid, request.body, {
        examId: request.params.id,
        kind: 'platform',
      }),
  );

  app.delete(
    '/api/exams/platform/:id/questions/:qid/delete/',
    examRoute('admin', 'Take a question out of a platform exam (it stays in the bank)', {
      params: ExamQuestionParams,
      response: { 204: NoContent, ...refusals },
    }),
    async (request, reply) => {
      await questions.detach(request.params.id, request.params.qid, 'platform');
      return reply.status(204).send(null);
    },
  );
};
