import {
  optionProblems,
  PAGE_SIZES,
  type OptionKey,
  type AdminExamDetail,
  type BankQuestionCreateBody,
  type BulkImportQuestionsBody,
  type BulkImportResult,
  type ExamQuestionCreateBody,
  type ImportReport,
  type Paginated,
  type QuestionInput,
  type QuestionUpdateBody,
  type QuestionView,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Executor } from '../../../db/client.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../../lib/app-error.ts';
import { pageOffset, toPage } from '../../../lib/pagination.ts';
import { admitBankQuestions, type LimitAudience } from '../../colleges/index.ts';
import * as adminRepository from './repository.ts';
import { examCache } from '../exam-cache.ts';
import { createManagedExams, toQuestionView } from './managed-exams.ts';
import {
  FILE_ENDINGS,
  importRefusal,
  readAnyQuestionFile,
  TEMPLATE_EXAMPLE,
  toReport,
  unsupportedRefusal,
  validateRows,
  writeQuestionFile,
  type QuestionFileFormat,
} from './question-import.ts';
import * as repository from '../repository.ts';
import { createExamsService, toQuestionRow } from '../service.ts';

type ExamRow = repository.ExamRow;
type QuestionRow = adminRepository.QuestionRow;
type QuestionChanges = z.output<typeof QuestionUpdateBody>;
type NewQuestion = z.output<typeof QuestionInput>;

const QUESTIONS_LOCKED =
  'Students have already taken this exam, so its questions and marks can no longer change. Text and explanations can still be corrected.';
const QUESTION_IN_TAKEN_EXAM =
  'Students have already taken an exam that uses this question, so its answer and marks can no longer change. Text and explanations can still be corrected.';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The changes a question edit makes, as columns. */
const questionColumns = (changes: QuestionChanges) => ({
  ...(changes.question_text !== undefined && { questionText: changes.question_text }),
  ...(changes.option_a !== undefined && { optionA: changes.option_a }),
  ...(changes.option_b !== undefined && { optionB: changes.option_b }),
  ...(changes.option_c !== undefined && { optionC: changes.option_c }),
  ...(changes.option_d !== undefined && { optionD: changes.option_d }),
  ...(changes.correct_answer !== undefined && { correctAnswer: changes.correct_answer }),
  ...(changes.marks !== undefined && { marks: changes.marks }),
  ...(changes.explanation !== undefined && { explanation: changes.explanation }),
});

/** Whose plan refusal a college's bank limit words: the college's own, or an admin's. */
const audienceOf = (caller: AccessIdentity): LimitAudience =>
  caller.role === 'college' ? 'college' : 'admin';

type ImportOptions = {
  dryRun: boolean;
  format?: QuestionFileFormat | undefined;
  skipUnsupported: boolean;
};

/** A stored question in the shape the file writers take. */
const toFileQuestion = (question: QuestionRow) => ({
  question_text: question.questionText,
  option_a: question.optionA,
  option_b: question.optionB,
  option_c: question.optionC,
  option_d: question.optionD,
  correct_answer: question.correctAnswer,
  marks: question.marks,
  explanation: question.explanation,
});

/**
 * Reads and checks a question file, and says what may be written: every question, or (any
 * invalid, or any Vidya cannot hold without `skipUnsupported`) nothing, refused with a 400 that
 * lists why. The rules of an import, wherever its questions go.
 */
async function checkQuestionFile(bytes: Buffer, options: ImportOptions) {
  const file = await readAnyQuestionFile(bytes, options.format);
  const validated = validateRows(file.rows);
  const checked = {
    valid: validated.valid,
    errors: [...file.errors, ...validated.errors].sort((a, b) => a.row - b.row),
  };
  return {
    report: (imported: number) => toReport(file.total, checked, { dryRun: options.dryRun, imported, file }),
    importable: (): NewQuestion[] => {
      if (checked.errors.length > 0) throw importRefusal(file.total, checked.errors, file.format);
      if (file.unsupported.length > 0 && !options.skipUnsupported) throw unsupportedRefusal(file);
      if (checked.valid.length === 0) {
        throw fieldRefusal(
          'import_nothing_importable',
          'file',
          `Nothing was imported: none of the ${plural(file.total, 'question')} in this file is a kind Vidya can hold.`,
        );
      }
      return checked.valid.map((entry) => entry.question);
    },
  };
}

/** A college exam uses platform questions and its own college's; a platform exam the platform's only. */
function assertUsableIn(exam: ExamRow, bankQuestions: { id: number; collegeId: number | null }[]) {
  const foreign = bankQuestions.filter(
    (question) => question.collegeId !== null && question.collegeId !== exam.collegeId,
  );
  if (foreign.length === 0) return;
  const detail =
    exam.kind === 'college'
      ? `A college exam can use platform questions and its own college's only; ${plural(foreign.length, 'question')} (${foreign.map((q) => q.id).join(', ')}) belong to another college.`
      : `A platform exam can use platform questions only; ${plural(foreign.length, 'question')} (${foreign.map((q) => q.id).join(', ')}) belong to a college.`;
  throw fieldRefusal('questions_not_usable', 'question_ids', detail, {
    ids: foreign.map((q) => q.id).join(', '),
  });
}

/**
 * Questions: the bank (platform questions and each college's own), an exam's questions and their
 * order, adding new ones (one, many, or from a file) and the file export. Once anyone has taken
 * an exam, its set of questions and their answers and marks are fixed.
 */
export function createQuestionBankService(ctx: AppContext) {
  const { db } = ctx.database;
  const exams = createExamsService(ctx);
  const managed = createManagedExams(ctx);
  const cache = examCache(ctx);

  /**
   * The locked rule, in one place: once anyone has attempted the exam, its set of questions and
   * their marks and answers are fixed, so every result stays comparable.
   */
  async function assertQuestionsEditable(executor: Executor, examId: number) {
    if (await adminRepository.hasAttempts(executor, examId))
      throw new AppError('questions_locked', QUESTIONS_LOCKED);
  }

  /** Locks the exam and checks it may still gain or lose questions; for use inside a transaction. */
  async function lockEditableExam(tx: Executor, examId: number) {
    const exam = await adminRepository.lockExam(tx, examId);
    if (!exam) throw notFound('exam_not_found', 'Exam not found.');
    await assertQuestionsEditable(tx, examId);
    return exam;
  }

  /** New questions written to the exam owner's bank and added to the end of the exam, all at once. */
  async function addNewQuestions(exam: ExamRow, inputs: NewQuestion[], audience: LimitAudience) {
    const inserted = await db.transaction(async (tx) => {
      await lockEditableExam(tx, exam.id);
      if (exam.collegeId !== null) await admitBankQuestions(tx, exam.collegeId, inputs.length, audience);
      const rows = await repository.insertQuestions(
        tx,
        inputs.map((input) => toQuestionRow(input, exam.collegeId)),
      );
      await adminRepository.appendQuestions(
        tx,
        exam.id,
        rows.map((question) => question.id),
      );
      return rows;
    });
    cache.forget(exam.id);
    return inserted;
  }

  /** Checks a file and, unless it is a dry run, adds its questions to the end of the exam. */
  async function importIntoExam(
    exam: ExamRow,
    bytes: Buffer,
    options: ImportOptions,
    audience: LimitAudience,
  ): Promise<ImportReport> {
    await assertQuestionsEditable(db, exam.id);
    const checked = await checkQuestionFile(bytes, options);
    if (options.dryRun) return checked.report(0);
    const inserted = await addNewQuestions(exam, checked.importable(), audience);
    return checked.report(inserted.length);
  }

  async function exportExamFile(exam: ExamRow, format: QuestionFileFormat) {
    const rows = await repository.listExamQuestions(db, exam.id);
    const file = await writeQuestionFile(
      format,
      rows.map(({ question }) => toFileQuestion(question)),
    );
    return { file, name: `exam-${exam.id}-questions${FILE_ENDINGS[format]}` };
  }

  /** Refuses to change the answer or marks of a question some taken exam uses. */
  async function assertAnswerEditable(question: QuestionRow, changes: QuestionChanges) {
    const changesScoring =
      (changes.correct_answer !== undefined && changes.correct_answer !== question.correctAnswer) ||
      (changes.marks !== undefined && changes.marks !== question.marks);
    if (!changesScoring) return;
    const usage = await adminRepository.examsUsingQuestion(db, question.id);
    if (usage.some((exam) => exam.hasAttempts))
      throw new AppError('question_in_taken_exam', QUESTION_IN_TAKEN_EXAM);
  }

  async function requireQuestion(questionId: number) {
    const found = await adminRepository.findQuestion(db, questionId);
    if (!found) throw notFound('question_not_found', 'Question not found.');
    return found;
  }

  async function questionView(questionId: number): Promise<QuestionView> {
    const { question, usedInExams } = await requireQuestion(questionId);
    return toQuestionView(question, usedInExams);
  }

  /**
   * A question a college may edit or delete: one of its own bank's (an admin: any). Another
   * college's is not found; a platform question is the admins'.
   */
  async function requireOwnQuestion(caller: AccessIdentity, questionId: number) {
    const { question } = await requireQuestion(questionId);
    if (caller.role === 'admin') return question;
    if (question.collegeId === null)
      throw new AppError(
        'question_is_platform',
        'This is a platform question: only the admins change it. You can take it out of your exam instead.',
      );
    if (caller.role !== 'college' || question.collegeId !== caller.profileId)
      throw notFound('question_not_found', 'Question not found.');
    return question;
  }

  const service = {
    /** Sets the order of every question of the exam at once, as listed. */
    async reorder(examId: number, questionIds: number[]): Promise<AdminExamDetail> {
      await managed.requireExam(examId);
      await db.transaction(async (tx) => {
        const locked = await adminRepository.lockExam(tx, examId);
        if (!locked) throw notFound('exam_not_found', 'Exam not found.');
        const current = new Set(await adminRepository.examQuestionIds(tx, examId));
        if (
          questionIds.length !== current.size ||
          new Set(questionIds).size !== questionIds.length ||
          !questionIds.every((id) => current.has(id))
        ) {
          throw fieldRefusal(
            'question_list_mismatch',
            'question_ids',
            `List every question of this exam exactly once (it has ${plural(current.size, 'question')}).`,
          );
        }
        await adminRepository.renumberQuestions(tx, examId, questionIds);
      });
      cache.forget(examId);
      return managed.detailOf(await managed.requireExam(examId));
    },

    /** Adds bank questions to the end of the exam, in the order given. */
    async attach(examId: number, questionIds: number[]): Promise<AdminExamDetail> {
      const exam = await managed.requireExam(examId);
      if (new Set(questionIds).size !== questionIds.length)
        throw fieldRefusal('question_ids_repeated', 'question_ids', 'Each question can be added once.');
      const found = await adminRepository.findQuestions(db, questionIds);
      const missing = questionIds.filter((id) => !found.some((question) => question.id === id));
      if (missing.length > 0)
        throw fieldRefusal(
          'question_ids_unknown',
          'question_ids',
          `No question has the id ${missing.join(', ')}.`,
          {
            ids: missing.join(', '),
          },
        );
      assertUsableIn(exam, found);
      await db.transaction(async (tx) => {
        await lockEditableExam(tx, examId);
        const current = new Set(await adminRepository.examQuestionIds(tx, examId));
        const already = questionIds.filter((id) => current.has(id));
        if (already.length > 0) {
          throw new AppError(
            'questions_already_in_exam',
            `${already.length === 1 ? 'Question' : 'Questions'} ${already.join(', ')} ${already.length === 1 ? 'is' : 'are'} already in this exam.`,
            { values: { ids: already.join(', ') } },
          );
        }
        await adminRepository.appendQuestions(tx, examId, questionIds);
      });
      cache.forget(examId);
      return managed.detailOf(exam);
    },

    /**
     * Takes a question out of the exam (it stays in the bank) and closes the gap it leaves.
     * `kind: 'platform'` for the spec's platform-exam paths, where a college exam is not found.
     */
    async detach(examId: number, questionId: number, kind?: 'platform'): Promise<void> {
      await managed.requireExam(examId, kind);
      await db.transaction(async (tx) => {
        const exam = await lockEditableExam(tx, examId);
        if (!(await adminRepository.detachQuestion(tx, examId, questionId)))
          throw notFound('question_not_in_exam', 'This question is not part of this exam.');
        const remaining = await adminRepository.examQuestionIds(tx, examId);
        if (remaining.length === 0 && exam.isActive) {
          throw new AppError(
            'last_question_of_active_exam',
            'This is the last question of an active exam. Deactivate the exam first, or add another question.',
          );
        }
        await adminRepository.renumberQuestions(tx, examId, remaining);
      });
      cache.forget(examId);
    },

    /**
     * Checks a question file (Vidya's columns or a Moodle format); unless it is a dry run,
     * imports every question at the end of the exam or, if any is invalid, none. Questions
     * Vidya cannot hold stop the import too, unless `skipUnsupported` leaves them out.
     */
    async importFile(examId: number, bytes: Buffer, options: ImportOptions): Promise<ImportReport> {
      return importIntoExam(await managed.requireExam(examId), bytes, options, 'admin');
    },

    /** The same for the exam's manager: a college, its own exams only (an admin, any). */
    async importFileAs(
      caller: AccessIdentity,
      examId: number,
      bytes: Buffer,
      options: ImportOptions,
    ): Promise<ImportReport> {
      return importIntoExam(
        await exams.requireManageableExam(caller, examId),
        bytes,
        options,
        audienceOf(caller),
      );
    },

    /** An exam's questions as a file, for its manager (a college: its own exams only). */
    async exportFileAs(caller: AccessIdentity, examId: number, format: QuestionFileFormat) {
      const exam = await exams.requireManageableExam(caller, examId);
      return exportExamFile(exam, format);
    },

    /** The same, straight into the bank: the platform's, or a college's own; in no exam. */
    async importIntoBank(
      bytes: Buffer,
      options: ImportOptions & { collegeId?: number | undefined; audience?: LimitAudience },
    ): Promise<ImportReport> {
      const collegeId = options.collegeId ?? null;
      if (collegeId !== null && !(await adminRepository.collegeExists(db, collegeId)))
        throw fieldRefusal('college_unknown', 'college', 'That college does not exist.');
      const checked = await checkQuestionFile(bytes, options);
      if (options.dryRun) return checked.report(0);
      const inputs = checked.importable();
      const inserted = await db.transaction(async (tx) => {
        if (collegeId !== null)
          await admitBankQuestions(tx, collegeId, inputs.length, options.audience ?? 'admin');
        return repository.insertQuestions(
          tx,
          inputs.map((input) => toQuestionRow(input, collegeId)),
        );
      });
      return checked.report(inserted.length);
    },

    /** Bank questions chosen by id, in the order given, as a file. */
    /**
     * Bank questions chosen by id, in that order, as a question file. An admin may choose any; a
     * college (`collegeId`) only its own bank's, and another's question answers 404 as a missing one.
     */
    async exportBankSelection(ids: number[], format: QuestionFileFormat, collegeId?: number) {
      const found = (await adminRepository.findQuestions(db, ids)).filter(
        (question) => collegeId === undefined || question.collegeId === collegeId,
      );
      const missing = ids.filter((id) => !found.some((question) => question.id === id));
      if (missing.length > 0 && collegeId !== undefined)
        throw notFound(
          'question_ids_not_in_bank',
          `Your college's bank has no question with the id ${missing.join(', ')}.`,
          {
            ids: missing.join(', '),
          },
        );
      if (missing.length > 0)
        throw fieldRefusal('question_ids_unknown', 'ids', `No question has the id ${missing.join(', ')}.`, {
          ids: missing.join(', '),
        });
      const byId = new Map(found.map((question) => [question.id, question]));
      const chosen = ids.flatMap((id) => {
        const question = byId.get(id);
        return question ? [question] : [];
      });
      return {
        file: await writeQuestionFile(format, chosen.map(toFileQuestion)),
        name: `questions${FILE_ENDINGS[format]}`,
      };
    },

    async exportFile(examId: number, format: QuestionFileFormat) {
      return exportExamFile(await managed.requireExam(examId), format);
    },

    async template(format: QuestionFileFormat) {
      return {
        file: await writeQuestionFile(format, [TEMPLATE_EXAMPLE]),
        name: `questions-template${FILE_ENDINGS[format]}`,
      };
    },

    async bank(query: {
      page: number;
      page_size?: number | undefined;
      search?: string | undefined;
      exam?: number | undefined;
      scope: 'all' | 'platform' | 'college';
      college_id?: number | undefined;
    }): Promise<Paginated<QuestionView>> {
      if (query.exam !== undefined) await managed.requireExam(query.exam);
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await adminRepository.pageOfQuestions(
        db,
        { search: query.search, scope: query.scope, collegeId: query.college_id, examId: query.exam },
        { limit: page.pageSize, offset: pageOffset(page) },
      );
      return toPage(
        rows.map((row) => toQuestionView(row.question, row.usedInExams)),
        total,
        page,
      );
    },

    async createBankQuestion(input: z.output<typeof BankQuestionCreateBody>): Promise<QuestionView> {
      const { exam: examId, college, ...fields } = input;
      if (college !== undefined && !(await adminRepository.collegeExists(db, college)))
        throw fieldRefusal('college_unknown', 'college', 'That college does not exist.');
      const exam = examId === undefined ? undefined : await repository.findExam(db, examId);
      if (examId !== undefined && !exam)
        throw fieldRefusal('exam_unknown', 'exam', 'That exam does not exist.');
      const collegeId = college ?? exam?.collegeId ?? null;
      if (exam && collegeId !== null && collegeId !== exam.collegeId) {
        throw fieldRefusal(
          'question_bank_mismatch',
          'college',
          exam.kind === 'college'
            ? "A question added to a college exam goes to the platform bank or that college's own bank."
            : 'A question added to a platform exam goes to the platform bank: leave out college.',
        );
      }
      const row = toQuestionRow(fields, collegeId);
      const created = await db.transaction(async (tx) => {
        if (exam) await lockEditableExam(tx, exam.id);
        if (collegeId !== null) await admitBankQuestions(tx, collegeId, 1, 'admin');
        const question = await adminRepository.insertQuestion(tx, row);
        if (exam) await adminRepository.appendQuestions(tx, exam.id, [question.id]);
        return question;
      });
      // A question only in the bank is in no exam anyone is taking.
      if (exam) cache.forget(exam.id);
      return questionView(created.id);
    },

    getQuestion: questionView,

    /** Edits a bank question; through an exam's path (`inExam`), only one of that exam's. */
    async updateQuestion(
      questionId: number,
      changes: QuestionChanges,
      inExam?: { examId: number; kind?: 'platform' },
    ): Promise<QuestionView> {
      if (inExam !== undefined) await managed.requireExam(inExam.examId, inExam.kind);
      const { question } = await requireQuestion(questionId);
      if (
        inExam !== undefined &&
        !(await adminRepository.examQuestionIds(db, inExam.examId)).includes(questionId)
      )
        throw notFound('question_not_in_exam', 'This question is not part of this exam.');
      const problem = optionProblems({
        option_c: changes.option_c ?? question.optionC,
        option_d: changes.option_d ?? question.optionD,
        correct_answer: (changes.correct_answer ?? question.correctAnswer) as OptionKey,
      })[0];
      if (problem) throw fieldRefusal('question_options_invalid', problem.field, problem.message);
      await assertAnswerEditable(question, changes);
      await adminRepository.updateQuestion(db, questionId, questionColumns(changes));
      cache.forgetAll();
      return questionView(questionId);
    },

    /** Deletes a bank question and takes it out of every exam, unless a taken exam uses it. */
    async deleteQuestion(questionId: number): Promise<void> {
      await requireQuestion(questionId);
      await db.transaction(async (tx) => {
        const usage = await adminRepository.examsUsingQuestion(tx, questionId);
        if (usage.some((exam) => exam.hasAttempts)) {
          throw new AppError(
            'question_in_taken_exam',
            'Students have already taken an exam that uses this question, so it can no longer be deleted. Its text and explanation can still be corrected.',
          );
        }
        const locked = [];
        for (const { examId } of usage) locked.push(await adminRepository.lockExam(tx, examId));
        await adminRepository.deleteQuestion(tx, questionId);
        for (const exam of locked) {
          if (!exam) continue;
          const remaining = await adminRepository.examQuestionIds(tx, exam.id);
          if (remaining.length === 0 && exam.isActive) {
            throw new AppError(
              'last_question_of_active_exam',
              `This is the last question of the active exam "${exam.title}". Deactivate that exam first, or add another question to it.`,
            );
          }
          await adminRepository.renumberQuestions(tx, exam.id, remaining);
        }
      });
      cache.forgetAll();
    },

    async questionsOf(examId: number, kind?: 'platform'): Promise<QuestionView[]> {
      await managed.requireExam(examId, kind);
      const rows = await adminRepository.examQuestionsWithUse(db, examId);
      return rows.map((row) => toQuestionView(row.question, row.usedInExams));
    },

    /** A new question at the end of an exam its caller manages, in the exam owner's bank. */
    async createExamQuestion(
      caller: AccessIdentity,
      input: z.output<typeof ExamQuestionCreateBody>,
    ): Promise<QuestionView> {
      const { exam: examId, ...fields } = input;
      const exam = await exams.requireManageableExam(caller, examId);
      const [created] = await addNewQuestions(exam, [fields], audienceOf(caller));
      if (!created) throw new Error('question insert returned no row');
      return questionView(created.id);
    },

    /** `POST /colleges/admin/bulk-import-questions/`: every question or none. */
    async bulkImport(
      caller: AccessIdentity,
      input: z.output<typeof BulkImportQuestionsBody>,
    ): Promise<BulkImportResult> {
      const exam = await exams.requireManageableExam(caller, input.exam_id);
      const inserted = await addNewQuestions(exam, input.questions, audienceOf(caller));
      return {
        detail: `${plural(inserted.length, 'question')} added to "${exam.title}".`,
        imported: inserted.length,
      };
    },
  };

  return {
    ...service,

    /** The college portal's reorder, attach and take-out: on the caller's own exams only. */
    async reorderAs(caller: AccessIdentity, examId: number, questionIds: number[]) {
      await exams.requireManageableExam(caller, examId);
      return service.reorder(examId, questionIds);
    },

    async attachAs(caller: AccessIdentity, examId: number, questionIds: number[]) {
      await exams.requireManageableExam(caller, examId);
      return service.attach(examId, questionIds);
    },

    async detachAs(caller: AccessIdentity, examId: number, questionId: number) {
      await exams.requireManageableExam(caller, examId);
      return service.detach(examId, questionId);
    },

    /** `GET /colleges/admin/questions/`: the college's own bank or the platform's, newest first. */
    async bankOfCollege(
      caller: AccessIdentity,
      query: {
        page: number;
        page_size?: number | undefined;
        search?: string | undefined;
        scope: 'college' | 'platform';
      },
    ): Promise<Paginated<QuestionView>> {
      if (caller.role !== 'college' || caller.profileId === null)
        throw new AppError('colleges_only', 'Only a college account has a question bank of its own.');
      return service.bank({
        page: query.page,
        page_size: query.page_size,
        search: query.search,
        scope: query.scope,
        college_id: query.scope === 'college' ? caller.profileId : undefined,
      });
    },

    /** Edits one of the college's own questions (the answer and marks as the bank's rules allow). */
    async updateQuestionAs(caller: AccessIdentity, questionId: number, changes: QuestionChanges) {
      await requireOwnQuestion(caller, questionId);
      return service.updateQuestion(questionId, changes);
    },

    /** Deletes one of the college's own questions from its bank and from its exams. */
    async deleteQuestionAs(caller: AccessIdentity, questionId: number) {
      await requireOwnQuestion(caller, questionId);
      return service.deleteQuestion(questionId);
    },
  };
}
