import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAttemptRow,
  AdminExamDetail,
  AttachQuestionsBody,
  BankExportQuery,
  BulkImportQuestionsBody,
  AdminExamRow,
  CollegeQuestionBankQuery,
  ExamQuestionParams,
  ExamUpdateBody,
  paginated,
  QuestionOrderBody,
  QuestionUpdateBody,
  RescheduleExamBody,
  ToggleStatusBody,
  BulkImportResult,
  CollegeExamCreateBody,
  ErrorBody,
  FileFormatQuery,
  ImportQuery,
  ImportReport,
  QUESTION_IMPORT_MAX_BYTES,
  ExamQuestionCreateBody,
  ExamStats,
  ExamSummary,
  IdParams,
  QuestionView,
} from '@vidya/contract';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { readSingleUpload, uploadRoutes } from '../../../lib/multipart.ts';
import { routeOptions } from '../../../lib/route-options.ts';
import { requireIdentity } from '../../../plugins/auth-guard.ts';
import { FILE_TYPES, IMPORT_FILE_RULE, sendQuestionFile } from './question-import.ts';
import { createExamAuthoringService } from './exam-service.ts';
import { createQuestionBankService } from './question-bank-service.ts';
import { createResultsManagementService } from '../results/management-service.ts';
import { createExamsService } from '../service.ts';

const route = routeOptions(['exams']);
const collegesRoute = routeOptions(['colleges']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const adminOrCollege = ['admin', 'college'] as const;
const QUESTION_FILE_TYPES = [...new Set(Object.values(FILE_TYPES))];
const NoContent = z.null().describe('No content');

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
    route('college', "The calling college's exams, latest first (cancelled ones have cancelled_at)", {
      response: { 200: z.array(AdminExamRow), ...refusals },
    }),
    (request) => authoring.listOwn(requireIdentity(request)),
  );

  app.get(
    '/api/exams/stats/',
    route(adminOrCollege, 'Exam counts (a college: its own exams)', {
      response: { 200: ExamStats, ...refusals },
    }),
    (request) => exams.stats(requireIdentity(request)),
  );

  app.get(
    '/api/colleges/admin/exams/:id/',
    collegesRoute(adminOrCollege, 'One of your exams with its questions (and answers) in order', {
      params: IdParams,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => authoring.detailAs(requireIdentity(request), request.params.id),
  );

  app.put(
    '/api/colleges/admin/exams/:id/',
    collegesRoute(
      adminOrCollege,
      'Edit one of your exams (settings; exam_date with HH:MM start_time/end_time) before it starts: 409 after',
      {
        params: IdParams,
        body: ExamUpdateBody,
        response: { 200: AdminExamDetail, ...refusals },
      },
    ),
    (request) => authoring.updateAs(requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/api/colleges/admin/exams/:id/toggle-status/',
    collegesRoute(
      adminOrCollege,
      'Activate or deactivate one of your exams (activating emails its students)',
      {
        params: IdParams,
        body: ToggleStatusBody,
        response: { 200: AdminExamRow, ...refusals },
      },
    ),
    (request) =>
      authoring.toggleStatusAs(requireIdentity(request), request.params.id, request.body.is_active),
  );

  app.post(
    '/api/colleges/admin/exams/:id/reschedule/',
    collegesRoute(
      adminOrCollege,
      'Move one of your exams to another day and start time before it starts (its students are emailed)',
      {
        params: IdParams,
        body: RescheduleExamBody,
        response: { 200: AdminExamRow, ...refusals },
      },
    ),
    (request) => authoring.rescheduleAs(requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/api/colleges/admin/exams/:id/cancel/',
    collegesRoute(
      adminOrCollege,
      'Cancel one of your exams before it starts: deactivated, kept as cancelled, its students emailed',
      {
        params: IdParams,
        response: { 200: AdminExamRow, ...refusals },
      },
    ),
    (request) => authoring.cancelAs(requireIdentity(request), request.params.id),
  );

  app.put(
    '/api/colleges/admin/exams/:id/questions/order/',
    collegesRoute(adminOrCollege, "Reorder your exam's questions (list every one of them exactly once)", {
      params: IdParams,
      body: QuestionOrderBody,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => questions.reorderAs(requireIdentity(request), request.params.id, request.body.question_ids),
  );

  app.post(
    '/api/colleges/admin/exams/:id/questions/attach/',
    collegesRoute(adminOrCollege, "Add questions from your bank or the platform's to the end of your exam", {
      params: IdParams,
      body: AttachQuestionsBody,
      response: { 200: AdminExamDetail, ...refusals },
    }),
    (request) => questions.attachAs(requireIdentity(request), request.params.id, request.body.question_ids),
  );

  app.delete(
    '/api/colleges/admin/exams/:id/questions/:qid/',
    collegesRoute(adminOrCollege, 'Take a question out of your exam (it stays in the bank)', {
      params: ExamQuestionParams,
      response: { 204: NoContent, ...refusals },
    }),
    async (request, reply) => {
      await questions.detachAs(requireIdentity(request), request.params.id, request.params.qid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/colleges/admin/questions/',
    collegesRoute(
      'college',
      "Your college's question bank (scope=college) or the platform's (scope=platform)",
      {
        querystring: CollegeQuestionBankQuery,
        response: { 200: paginated(QuestionView), ...refusals },
      },
    ),
    (request) => questions.bankOfCollege(requireIdentity(request), request.query),
  );

  app.put(
    '/api/colleges/admin/questions/:id/',
    collegesRoute(
      adminOrCollege,
      "Edit one of your college's questions (answer and marks fixed once an exam using it was taken)",
      {
        params: IdParams,
        body: QuestionUpdateBody,
        response: { 200: QuestionView, ...refusals },
      },
    ),
    (request) => questions.updateQuestionAs(requireIdentity(request), request.params.id, request.body),
  );

  app.delete(
    '/api/colleges/admin/questions/:id/',
    collegesRoute(adminOrCollege, "Delete one of your college's questions from its bank and its exams", {
      params: IdParams,
      response: { 204: NoContent, ...refusals },
    }),
    async (request, reply) => {
      await questions.deleteQuestionAs(requireIdentity(request), request.params.id);
      return reply.status(204).send(null);
    },
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

  // Question files (#16): the admin portal's import and export, for a college's own exams and bank.
  await app.register(
    uploadRoutes(QUESTION_IMPORT_MAX_BYTES, async (scope) => {
      scope.post(
        '/api/colleges/admin/exams/:id/questions/import/',
        collegesRoute(
          adminOrCollege,
          `Import questions from a file into an exam you manage, as the admin portal's import does (CSV/XLSX, Aiken, GIFT or Moodle XML; dry_run, format, skip_unsupported). ${IMPORT_FILE_RULE}`,
          {
            params: IdParams,
            querystring: ImportQuery,
            consumes: ['multipart/form-data'],
            response: { 200: ImportReport, 201: ImportReport, ...refusals, 413: ErrorBody },
          },
        ),
        async (request, reply) => {
          const caller = requireIdentity(request);
          const bytes = await readSingleUpload(request, 'file', IMPORT_FILE_RULE);
          const report = await questions.importFileAs(caller, request.params.id, bytes, {
            dryRun: request.query.dry_run,
            format: request.query.format,
            skipUnsupported: request.query.skip_unsupported,
          });
          return reply.status(report.dry_run ? 200 : 201).send(report);
        },
      );
      scope.post(
        '/api/colleges/admin/questions/import/',
        collegesRoute(
          'college',
          `Import questions from a file into your college's own question bank, in no exam. ${IMPORT_FILE_RULE}`,
          {
            querystring: ImportQuery,
            consumes: ['multipart/form-data'],
            response: { 200: ImportReport, 201: ImportReport, ...refusals, 413: ErrorBody },
          },
        ),
        async (request, reply) => {
          const caller = requireIdentity(request);
          if (caller.profileId === null)
            throw new AppError('colleges_only', 'Only a college account has a question bank of its own.');
          const bytes = await readSingleUpload(request, 'file', IMPORT_FILE_RULE);
          const report = await questions.importIntoBank(bytes, {
            dryRun: request.query.dry_run,
            format: request.query.format,
            skipUnsupported: request.query.skip_unsupported,
            collegeId: caller.profileId,
            audience: 'college',
          });
          return reply.status(report.dry_run ? 200 : 201).send(report);
        },
      );
    }),
  );

  app.get(
    '/api/colleges/admin/exams/:id/questions/export/',
    collegesRoute(adminOrCollege, "An exam's questions as a question file, for the exam's manager", {
      params: IdParams,
      querystring: FileFormatQuery,
      produces: QUESTION_FILE_TYPES,
    }),
    async (request, reply) => {
      return sendQuestionFile(
        reply,
        request.query.format,
        await questions.exportFileAs(requireIdentity(request), request.params.id, request.query.format),
      );
    },
  );

  app.get(
    '/api/colleges/admin/questions/export/',
    collegesRoute(
      'college',
      "Questions of your college's bank chosen by id (ids=3,1,2, in that order) as a question file",
      {
        querystring: BankExportQuery,
        produces: QUESTION_FILE_TYPES,
      },
    ),
    async (request, reply) => {
      const caller = requireIdentity(request);
      if (caller.profileId === null)
        throw new AppError('colleges_only', 'Only a college account has a question bank of its own.');
      return sendQuestionFile(
        reply,
        request.query.format,
        await questions.exportBankSelection(request.query.ids, request.query.format, caller.profileId),
      );
    },
  );

  app.get(
    '/api/colleges/admin/questions/template/',
    collegesRoute(
      adminOrCollege,
      'A question file to fill in, in the format asked for: one example question',
      {
        querystring: FileFormatQuery,
        produces: QUESTION_FILE_TYPES,
      },
    ),
    async (request, reply) => {
      return sendQuestionFile(reply, request.query.format, await questions.template(request.query.format));
    },
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
