import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAttemptDetail,
  AdminAttemptRow,
  AdminAttemptsQuery,
  AdminExamDetail,
  AdminExamListQuery,
  AdminExamRow,
  AttachQuestionsBody,
  BankQuestionCreateBody,
  BulkImportQuestionsBody,
  BulkImportResult,
  CollegeExamCreateBody,
  ErrorBody,
  ExamQuestionCreateBody,
  ExamQuestionParams,
  ExamStats,
  ExamSummary,
  ExamUpdateBody,
  FileFormatQuery,
  ImportQuery,
  ImportReport,
  paginated,
  QUESTION_IMPORT_MAX_BYTES,
  QuestionBankQuery,
  QuestionUpdateBody,
  QuestionOrderBody,
  QuestionView,
  IdParams,
  StudentExamResultsQuery,
  ToggleStatusBody,
} from '@vidya/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { readSingleUpload } from '../../lib/multipart.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createExamAdminService } from './admin-service.ts';
import { FILE_TYPES, IMPORT_FILE_RULE, type ImportFormat } from './question-import.ts';
import { examCache } from './exam-cache.ts';

const tags = ['admin-portal: exams'];
const security = [{ bearer: [] }];
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const NoContent = z.null().describe('No content');
const admin = { auth: 'admin' as const };
const adminOrCollege = { auth: ['admin', 'college'] as const };

const sendFile = (reply: FastifyReply, format: ImportFormat, file: { file: Buffer; name: string }) =>
  reply
    .type(FILE_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${file.name}"`)
    .send(file.file);

/**
 * Managing exams and their questions: the admin portal's exam pages and question bank, the
 * spec's exam-management calls under /exams/ and /colleges/admin/, question files and results.
 */
export const examAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createExamAdminService(ctx);

  // Students read exams and their questions from a short-lived cache (exam-cache.ts). Any change
  // made here drops it before the answer leaves, so the next student request sees the change.
  const cache = examCache(ctx);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET') cache.invalidate();
    return payload;
  });
  await app.register(multipart, { limits: { fileSize: QUESTION_IMPORT_MAX_BYTES, files: 1, fields: 0 } });

  // ------------------------------------------------------------------ admin portal: exams

  const listRoute = (url: string, summary: string, kind?: 'platform' | 'college') =>
    app.get(
      url,
      {
        config: admin,
        schema: {
          tags,
          summary,
          security,
          querystring: kind ? AdminExamListQuery.omit({ kind: true }) : AdminExamListQuery,
          response: { 200: paginated(AdminExamRow), 400: ErrorBody },
        },
      },
      (request) => service.list(kind ? { ...request.query, kind } : request.query),
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
    {
      config: admin,
      schema: {
        tags,
        summary: 'One exam with its questions in order',
        security,
        params: IdParams,
        response: { 200: AdminExamDetail, ...refusals },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.put(
    '/api/admin-portal/exams/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Edit an exam (any fields; start_time/end_time are ISO date-times for a platform exam, HH:MM on exam_date for a college exam)',
        security,
        params: IdParams,
        body: ExamUpdateBody,
        response: { 200: AdminExamDetail, ...refusals },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    '/api/admin-portal/exams/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an exam and its attempts (its questions stay in the bank)',
        security,
        params: IdParams,
        response: { 204: NoContent, ...refusals },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin-portal/exams/:id/toggle-status/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Activate or deactivate an exam (an exam needs a question to be activated)',
        security,
        params: IdParams,
        body: ToggleStatusBody,
        response: { 200: AdminExamRow, ...refusals },
      },
    },
    (request) => service.toggleStatus(request.params.id, request.body.is_active),
  );

  app.post(
    '/api/admin-portal/exams/:id/release-results/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Release the results (correct answers) of an exam whose results_release is manual',
        security,
        params: IdParams,
        response: { 200: AdminExamRow, ...refusals },
      },
    },
    (request) => service.releaseResults(request.params.id),
  );

  app.get(
    '/api/admin-portal/exams/:id/attempts/',
    {
      config: admin,
      schema: {
        tags,
        summary: "The exam's attempts, newest first (search: student name or email)",
        security,
        params: IdParams,
        querystring: AdminAttemptsQuery,
        response: { 200: paginated(AdminAttemptRow), ...refusals },
      },
    },
    (request) => service.attempts(request.params.id, request.query),
  );

  app.get(
    '/api/admin-portal/attempts/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One attempt with every answer, the correct answers and the marks awarded',
        security,
        params: IdParams,
        response: { 200: AdminAttemptDetail, ...refusals },
      },
    },
    (request) => service.attemptDetail(request.params.id),
  );

  app.put(
    '/api/admin-portal/exams/:id/questions/order/',
    {
      config: admin,
      schema: {
        tags,
        summary: "Reorder the exam's questions (list every one of them exactly once)",
        security,
        params: IdParams,
        body: QuestionOrderBody,
        response: { 200: AdminExamDetail, ...refusals },
      },
    },
    (request) => service.reorder(request.params.id, request.body.question_ids),
  );

  app.post(
    '/api/admin-portal/exams/:id/questions/attach/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add bank questions to the end of the exam',
        security,
        params: IdParams,
        body: AttachQuestionsBody,
        response: { 200: AdminExamDetail, ...refusals },
      },
    },
    (request) => service.attach(request.params.id, request.body.question_ids),
  );

  app.delete(
    '/api/admin-portal/exams/:id/questions/:qid/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Take a question out of the exam (it stays in the bank)',
        security,
        params: ExamQuestionParams,
        response: { 204: NoContent, ...refusals },
      },
    },
    async (request, reply) => {
      await service.detach(request.params.id, request.params.qid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin-portal/exams/:id/questions/import/',
    {
      config: admin,
      schema: {
        tags,
        summary: `Import questions from a file (multipart field "file"); nothing is imported if any row is invalid. ${IMPORT_FILE_RULE}`,
        security,
        params: IdParams,
        querystring: ImportQuery,
        consumes: ['multipart/form-data'],
        response: { 200: ImportReport, 201: ImportReport, ...refusals, 413: ErrorBody },
      },
    },
    async (request, reply) => {
      const bytes = await readSingleUpload(request, 'file', IMPORT_FILE_RULE);
      const report = await service.importFile(request.params.id, bytes, request.query.dry_run);
      return reply.status(report.dry_run ? 200 : 201).send(report);
    },
  );

  app.get(
    '/api/admin-portal/exams/:id/questions/export/',
    {
      config: admin,
      schema: {
        tags,
        summary: "The exam's questions as a file in the import columns (re-imports as is)",
        security,
        params: IdParams,
        querystring: FileFormatQuery,
        produces: [FILE_TYPES.csv, FILE_TYPES.xlsx],
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        request.query.format,
        await service.exportFile(request.params.id, request.query.format),
      ),
  );

  app.get(
    '/api/admin-portal/questions/template/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A question file to fill in: the header and one example row',
        security,
        querystring: FileFormatQuery,
        produces: [FILE_TYPES.csv, FILE_TYPES.xlsx],
      },
    },
    async (request, reply) =>
      sendFile(reply, request.query.format, await service.template(request.query.format)),
  );

  // ------------------------------------------------------------------ admin portal: question bank

  app.get(
    '/api/admin-portal/questions/',
    {
      config: admin,
      schema: {
        tags,
        summary: "The question bank, newest first; with exam, that exam's questions in order",
        security,
        querystring: QuestionBankQuery,
        response: { 200: paginated(QuestionView), ...refusals },
      },
    },
    (request) => service.bank(request.query),
  );

  app.post(
    '/api/admin-portal/questions/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a question to the bank (and, with exam, to the end of that exam)',
        security,
        body: BankQuestionCreateBody,
        response: { 201: QuestionView, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createBankQuestion(request.body)),
  );

  app.get(
    '/api/admin-portal/questions/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One question with its answer',
        security,
        params: IdParams,
        response: { 200: QuestionView, ...refusals },
      },
    },
    (request) => service.getQuestion(request.params.id),
  );

  app.put(
    '/api/admin-portal/questions/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a question (its answer and marks are fixed once an exam using it was taken)',
        security,
        params: IdParams,
        body: QuestionUpdateBody,
        response: { 200: QuestionView, ...refusals },
      },
    },
    (request) => service.updateQuestion(request.params.id, request.body),
  );

  app.delete(
    '/api/admin-portal/questions/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a question from the bank and every exam (not once a taken exam uses it)',
        security,
        params: IdParams,
        response: { 204: NoContent, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteQuestion(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin-portal/students/:id/exam_results/',
    {
      config: admin,
      schema: {
        tags,
        summary: "Every attempt of a student, newest first (exam: one exam's only)",
        security,
        params: IdParams,
        querystring: StudentExamResultsQuery,
        response: { 200: z.array(AdminAttemptRow), ...refusals },
      },
    },
    (request) => service.studentResults(requireIdentity(request), request.params.id, request.query.exam),
  );

  // ------------------------------------------------------------------ /exams/: creating and editing

  const examTags = ['exams'];

  app.post(
    '/api/exams/create/',
    {
      config: adminOrCollege,
      schema: {
        tags: examTags,
        summary: 'Create a college exam (a college its own; an admin names the college)',
        security,
        body: CollegeExamCreateBody,
        response: { 201: ExamSummary, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCollegeExam(requireIdentity(request), request.body)),
  );

  app.post(
    '/api/exams/questions/create/',
    {
      config: adminOrCollege,
      schema: {
        tags: examTags,
        summary: 'Add a new question to the end of an exam you manage',
        security,
        body: ExamQuestionCreateBody,
        response: { 201: QuestionView, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createExamQuestion(requireIdentity(request), request.body)),
  );

  app.get(
    '/api/exams/my-college/',
    {
      config: { auth: 'college' },
      schema: {
        tags: examTags,
        summary: "The calling college's exams, latest first",
        security,
        response: { 200: z.array(ExamSummary), ...refusals },
      },
    },
    (request) => service.listOfCollege(requireIdentity(request)),
  );

  app.get(
    '/api/exams/stats/',
    {
      config: adminOrCollege,
      schema: {
        tags: examTags,
        summary: 'Exam counts (a college: its own exams)',
        security,
        response: { 200: ExamStats, ...refusals },
      },
    },
    (request) => service.stats(requireIdentity(request)),
  );

  app.get(
    '/api/exams/platform/:id/',
    {
      config: admin,
      schema: {
        tags: examTags,
        summary: 'A platform exam with its questions',
        security,
        params: IdParams,
        response: { 200: AdminExamDetail, ...refusals },
      },
    },
    (request) => service.detail(request.params.id, 'platform'),
  );

  app.put(
    '/api/exams/platform/:id/',
    {
      config: admin,
      schema: {
        tags: examTags,
        summary: 'Edit a platform exam (start_time/end_time as ISO date-times; null removes a bound)',
        security,
        params: IdParams,
        body: ExamUpdateBody,
        response: { 200: AdminExamDetail, ...refusals },
      },
    },
    (request) => service.update(request.params.id, request.body, 'platform'),
  );

  app.get(
    '/api/exams/platform/:id/questions/',
    {
      config: admin,
      schema: {
        tags: examTags,
        summary: "A platform exam's questions with their answers, in order",
        security,
        params: IdParams,
        response: { 200: z.array(QuestionView), ...refusals },
      },
    },
    (request) => service.questionsOf(request.params.id, 'platform'),
  );

  app.put(
    '/api/exams/platform/:id/questions/:qid/update/',
    {
      config: admin,
      schema: {
        tags: examTags,
        summary: 'Edit a question of a platform exam',
        security,
        params: ExamQuestionParams,
        body: QuestionUpdateBody,
        response: { 200: QuestionView, ...refusals },
      },
    },
    async (request) => {
      await service.requireExam(request.params.id, 'platform');
      return service.updateQuestion(request.params.qid, request.body, request.params.id);
    },
  );

  app.delete(
    '/api/exams/platform/:id/questions/:qid/delete/',
    {
      config: admin,
      schema: {
        tags: examTags,
        summary: 'Take a question out of a platform exam (it stays in the bank)',
        security,
        params: ExamQuestionParams,
        response: { 204: NoContent, ...refusals },
      },
    },
    async (request, reply) => {
      await service.requireExam(request.params.id, 'platform');
      await service.detach(request.params.id, request.params.qid);
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------------ /colleges/admin/

  app.post(
    '/api/colleges/admin/bulk-import-questions/',
    {
      config: adminOrCollege,
      schema: {
        tags: ['colleges'],
        summary: 'Add many new questions to the end of an exam you manage: all of them or none',
        security,
        body: BulkImportQuestionsBody,
        response: { 201: BulkImportResult, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.bulkImport(requireIdentity(request), request.body)),
  );

  app.get(
    '/api/colleges/admin/student-exam-results/:id/',
    {
      config: adminOrCollege,
      schema: {
        tags: ['colleges'],
        summary: "A student's exam attempts, newest first (a college: its own students, in its exams)",
        security,
        params: IdParams,
        response: { 200: z.array(AdminAttemptRow), ...refusals },
      },
    },
    (request) => service.studentResults(requireIdentity(request), request.params.id),
  );
};
