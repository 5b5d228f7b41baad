import {
  MAX_RECORD_ID,
  OPTION_KEYS,
  PAGE_SIZES,
  type AdminAttemptDetail,
  type AdminAttemptRow,
  type AdminExamDetail,
  type AdminExamRow,
  type BankQuestionCreateBody,
  type BulkImportQuestionsBody,
  type BulkImportResult,
  type CollegeExamCreateBody,
  type ExamQuestionCreateBody,
  type ExamSummary,
  type ExamUpdateBody,
  type ImportReport,
  type OptionKey,
  type Paginated,
  type QuestionInput,
  type QuestionUpdateBody,
  type QuestionView,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import * as adminRepository from './admin-repository.ts';
import { grade } from './attempts-service.ts';
import {
  importRefusal,
  readQuestionFile,
  TEMPLATE_EXAMPLE,
  toReport,
  validateRows,
  writeQuestionFile,
  type ImportFormat,
} from './question-import.ts';
import * as repository from './repository.ts';
import { collegeWindow, indianClockOf, indianDateOf, platformWindow } from './schedule.ts';
import { createExamsService, loadSummaryExtras, toExamSummary, toQuestionRow } from './service.ts';

type ExamRow = repository.ExamRow;
type QuestionRow = adminRepository.QuestionRow;
type ExamChanges = z.output<typeof ExamUpdateBody>;
type QuestionChanges = z.output<typeof QuestionUpdateBody>;
type NewQuestion = z.output<typeof QuestionInput>;

export const QUESTIONS_LOCKED =
  'Students have already taken this exam, so its questions and marks can no longer change. Text and explanations can still be corrected.';
const QUESTION_IN_TAKEN_EXAM =
  'Students have already taken an exam that uses this question, so its answer and marks can no longer change. Text and explanations can still be corrected.';
const NO_QUESTIONS = 'Add at least one question before activating this exam.';

const invalid = (field: string, detail: string) =>
  new AppError('invalid', detail, { errors: { [field]: [detail] } });
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function toQuestionView(question: QuestionRow, usedInExams: number): QuestionView {
  return {
    id: question.id,
    question_text: question.questionText,
    option_a: question.optionA,
    option_b: question.optionB,
    option_c: question.optionC,
    option_d: question.optionD,
    correct_answer: question.correctAnswer as OptionKey,
    marks: question.marks,
    explanation: question.explanation,
    college: question.collegeId,
    used_in_exams: Number(usedInExams),
    created_at: question.createdAt.toISOString(),
  };
}

function toAttemptRow(row: adminRepository.AttemptListRow): AdminAttemptRow {
  const { attempt } = row;
  const isFinished = attempt.status !== 'in_progress';
  const score = attempt.score ?? 0;
  const maxScore = attempt.maxScore ?? 0;
  const percentage = !isFinished ? null : maxScore === 0 ? 0 : Math.round((score / maxScore) * 10000) / 100;
  return {
    attempt: attempt.id,
    student: attempt.studentId,
    student_name: row.studentName,
    student_email: row.studentEmail,
    exam: attempt.examId,
    exam_title: row.examTitle,
    attempt_number: attempt.attemptNumber,
    status: attempt.status,
    score: isFinished ? score : null,
    max_score: isFinished ? maxScore : null,
    percentage,
    passed: percentage === null ? null : percentage >= row.passPercentage,
    started_at: attempt.startedAt.toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
  };
}

const optionsOf = (question: QuestionRow) =>
  OPTION_KEYS.map((key) => ({
    key,
    text: { a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD }[key],
  }));

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

/**
 * Exam and question management for admins (the admin portal) and, for their own exams, colleges:
 * settings, activation, result release, questions and their order, the question bank, file import
 * and export, and the attempts students made.
 */
export function createExamAdminService(ctx: AppContext) {
  const { db } = ctx.database;
  const exams = createExamsService(ctx);

  async function requireExam(examId: number, kind?: 'platform'): Promise<ExamRow> {
    const exam = await repository.findExam(db, examId);
    if (!exam || (kind && exam.kind !== kind)) throw notFound('Exam not found.');
    return exam;
  }

  async function toRows(rows: ExamRow[]): Promise<AdminExamRow[]> {
    const [extras, attempts] = await Promise.all([
      loadSummaryExtras(db, rows),
      adminRepository.attemptCounts(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((exam) => ({
      ...toExamSummary(exam, extras),
      join_code: exam.joinCode,
      attempts_count: attempts.get(exam.id) ?? 0,
      created_at: exam.createdAt.toISOString(),
    }));
  }

  async function rowOf(examId: number): Promise<AdminExamRow> {
    const [row] = await toRows([await requireExam(examId)]);
    if (!row) throw notFound('Exam not found.');
    return row;
  }

  async function detailOf(exam: ExamRow): Promise<AdminExamDetail> {
    const [[row], questionRows] = await Promise.all([
      toRows([exam]),
      adminRepository.examQuestionsWithUse(db, exam.id),
    ]);
    if (!row) throw notFound('Exam not found.');
    return {
      ...row,
      questions: questionRows.map(({ question, usedInExams, position }) => ({
        ...toQuestionView(question, usedInExams),
        position,
      })),
      questions_locked: row.attempts_count > 0,
    };
  }

  /**
   * The locked rule, in one place: once anyone has attempted the exam, its set of questions and
   * their marks and answers are fixed, so every result stays comparable.
   */
  async function assertQuestionsEditable(executor: Executor, examId: number) {
    if (await adminRepository.hasAttempts(executor, examId)) throw new AppError('conflict', QUESTIONS_LOCKED);
  }

  /** Locks the exam and checks it may still gain or lose questions; for use inside a transaction. */
  async function lockEditableExam(tx: Executor, examId: number) {
    const exam = await adminRepository.lockExam(tx, examId);
    if (!exam) throw notFound('Exam not found.');
    await assertQuestionsEditable(tx, examId);
    return exam;
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
    throw invalid('question_ids', detail);
  }

  /** New questions written to the exam owner's bank and added to the end of the exam, all at once. */
  async function addNewQuestions(exam: ExamRow, inputs: NewQuestion[]) {
    return db.transaction(async (tx) => {
      await lockEditableExam(tx, exam.id);
      const inserted = await repository.insertQuestions(
        tx,
        inputs.map((input) => toQuestionRow(input, exam.collegeId)),
      );
      await adminRepository.appendQuestions(
        tx,
        exam.id,
        inserted.map((question) => question.id),
      );
      return inserted;
    });
  }

  /** Refuses to change the answer or marks of a question some taken exam uses. */
  async function assertAnswerEditable(question: QuestionRow, changes: QuestionChanges) {
    const changesScoring =
      (changes.correct_answer !== undefined && changes.correct_answer !== question.correctAnswer) ||
      (changes.marks !== undefined && changes.marks !== question.marks);
    if (!changesScoring) return;
    const usage = await adminRepository.examsUsingQuestion(db, question.id);
    if (usage.some((exam) => exam.hasAttempts)) throw new AppError('conflict', QUESTION_IN_TAKEN_EXAM);
  }

  async function requireQuestion(questionId: number) {
    const found = await adminRepository.findQuestion(db, questionId);
    if (!found) throw notFound('Question not found.');
    return found;
  }

  async function questionView(questionId: number): Promise<QuestionView> {
    const { question, usedInExams } = await requireQuestion(questionId);
    return toQuestionView(question, usedInExams);
  }

  /** The new window of an exam whose schedule or duration changes, combined with what is stored. */
  function windowFor(exam: ExamRow, changes: ExamChanges) {
    const touchesSchedule =
      changes.exam_date !== undefined ||
      changes.start_time !== undefined ||
      changes.end_time !== undefined ||
      (exam.kind === 'college' && changes.duration_minutes !== undefined);
    if (!touchesSchedule) return {};
    if (exam.kind === 'platform') {
      if (changes.exam_date !== undefined) {
        throw invalid(
          'exam_date',
          'A platform exam has no exam date: set start_time and end_time as date-times instead.',
        );
      }
      return platformWindow({
        start_time: changes.start_time === undefined ? exam.windowStart?.toISOString() : changes.start_time,
        end_time: changes.end_time === undefined ? exam.windowEnd?.toISOString() : changes.end_time,
      });
    }
    const storedStart = exam.windowStart;
    const storedEnd = exam.windowEnd;
    // An end on another day than the start came from the duration, not from an end time.
    const storedEndClock =
      storedStart && storedEnd && indianDateOf(storedEnd) === indianDateOf(storedStart)
        ? indianClockOf(storedEnd)
        : undefined;
    if (changes.start_time === null) throw invalid('start_time', 'A college exam needs a start time.');
    return collegeWindow({
      exam_date: changes.exam_date ?? (storedStart ? indianDateOf(storedStart) : undefined),
      start_time: changes.start_time ?? (storedStart ? indianClockOf(storedStart) : undefined),
      end_time: changes.end_time === undefined ? storedEndClock : changes.end_time,
      durationMinutes: changes.duration_minutes ?? exam.durationMinutes,
    });
  }

  async function assertCourseExists(courseId: number | null | undefined) {
    if (courseId && (courseId > MAX_RECORD_ID || !(await adminRepository.courseExists(db, courseId))))
      throw invalid('course', 'That course does not exist.');
  }

  async function update(exam: ExamRow, changes: ExamChanges): Promise<AdminExamDetail> {
    if (exam.kind === 'platform' && changes.allow_join_by_code !== undefined) {
      throw invalid('allow_join_by_code', 'Only college exams have a join code.');
    }
    await assertCourseExists(changes.course);
    const window = windowFor(exam, changes);
    await db.transaction(async (tx) => {
      const locked = await adminRepository.lockExam(tx, exam.id);
      if (!locked) throw notFound('Exam not found.');
      if (changes.is_active === true && !locked.isActive) {
        if ((await adminRepository.examQuestionIds(tx, exam.id)).length === 0)
          throw new AppError('conflict', NO_QUESTIONS);
      }
      await adminRepository.updateExam(tx, exam.id, {
        ...window,
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.duration_minutes !== undefined && { durationMinutes: changes.duration_minutes }),
        ...(changes.pass_percentage !== undefined && { passPercentage: changes.pass_percentage }),
        ...(changes.attempts_allowed !== undefined && { attemptsAllowed: changes.attempts_allowed }),
        ...(changes.shuffle_questions !== undefined && { shuffleQuestions: changes.shuffle_questions }),
        ...(changes.shuffle_options !== undefined && { shuffleOptions: changes.shuffle_options }),
        ...(changes.results_release !== undefined && { resultsRelease: changes.results_release }),
        ...(changes.is_active !== undefined && { isActive: changes.is_active }),
        ...(changes.course !== undefined && { courseId: changes.course }),
        ...(changes.allow_join_by_code !== undefined && { allowJoinByCode: changes.allow_join_by_code }),
      });
    });
    return detailOf(await requireExam(exam.id));
  }

  async function reviewOf(row: adminRepository.AttemptListRow): Promise<AdminAttemptDetail> {
    const [questionRows, answerRows] = await Promise.all([
      repository.listExamQuestions(db, row.attempt.examId),
      adminRepository.answersOf(db, row.attempt.id),
    ]);
    const { perQuestion } = grade(
      questionRows.map((entry) => entry.question),
      new Map(answerRows.map((answer) => [answer.questionId, answer.answer])),
    );
    return {
      ...toAttemptRow(row),
      review: perQuestion.map(({ question, given, awarded }) => ({
        question: question.id,
        question_text: question.questionText,
        options: optionsOf(question),
        your_answer: (given as OptionKey | null) ?? null,
        correct_answer: question.correctAnswer as OptionKey,
        explanation: question.explanation,
        marks: question.marks,
        awarded,
      })),
    };
  }

  return {
    assertQuestionsEditable: (examId: number) => assertQuestionsEditable(db, examId),

    async list(query: {
      page: number;
      page_size?: number | undefined;
      search?: string | undefined;
      kind?: 'platform' | 'college' | undefined;
      college_id?: number | undefined;
      is_active?: boolean | undefined;
    }): Promise<Paginated<AdminExamRow>> {
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await repository.pageOfExams(
        db,
        adminRepository.adminExamWhere({
          search: query.search,
          kind: query.kind,
          collegeId: query.college_id,
          isActive: query.is_active,
        }),
        { limit: page.pageSize, offset: pageOffset(page) },
      );
      return toPage(await toRows(rows), total, page);
    },

    detail: async (examId: number, kind?: 'platform') => detailOf(await requireExam(examId, kind)),

    update: async (examId: number, changes: ExamChanges, kind?: 'platform') =>
      update(await requireExam(examId, kind), changes),

    /** Deleting an exam removes its attempts too; its questions stay in the bank. */
    async remove(examId: number): Promise<void> {
      await requireExam(examId);
      await adminRepository.deleteExam(db, examId);
    },

    async toggleStatus(examId: number, isActive: boolean): Promise<AdminExamRow> {
      await update(await requireExam(examId), { is_active: isActive });
      return rowOf(examId);
    },

    /** Publishes the correct answers of a manually released exam to the students who took it. */
    async releaseResults(examId: number): Promise<AdminExamRow> {
      const exam = await requireExam(examId);
      if (exam.resultsRelease !== 'manual') {
        const when =
          exam.resultsRelease === 'immediate'
            ? 'immediately after each student submits'
            : 'automatically when the exam window closes';
        throw new AppError(
          'conflict',
          `This exam releases results ${when}, so there is nothing to release. To release them by hand, set results_release to "manual" first.`,
        );
      }
      if (!exam.resultsReleasedAt) {
        await adminRepository.updateExam(db, examId, { resultsReleasedAt: ctx.now() });
      }
      return rowOf(examId);
    },

    async attempts(
      examId: number,
      query: { page: number; page_size?: number | undefined; search?: string | undefined },
    ): Promise<Paginated<AdminAttemptRow>> {
      await requireExam(examId);
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await adminRepository.pageOfExamAttempts(db, examId, query.search, {
        limit: page.pageSize,
        offset: pageOffset(page),
      });
      return toPage(rows.map(toAttemptRow), total, page);
    },

    async attemptDetail(attemptId: number): Promise<AdminAttemptDetail> {
      const row = await adminRepository.findAttemptRow(db, attemptId);
      if (!row) throw notFound('Attempt not found.');
      return reviewOf(row);
    },

    /** Sets the order of every question of the exam at once, as listed. */
    async reorder(examId: number, questionIds: number[]): Promise<AdminExamDetail> {
      await requireExam(examId);
      await db.transaction(async (tx) => {
        const locked = await adminRepository.lockExam(tx, examId);
        if (!locked) throw notFound('Exam not found.');
        const current = new Set(await adminRepository.examQuestionIds(tx, examId));
        if (
          questionIds.length !== current.size ||
          new Set(questionIds).size !== questionIds.length ||
          !questionIds.every((id) => current.has(id))
        ) {
          throw invalid(
            'question_ids',
            `List every question of this exam exactly once (it has ${plural(current.size, 'question')}).`,
          );
        }
        await adminRepository.renumberQuestions(tx, examId, questionIds);
      });
      return detailOf(await requireExam(examId));
    },

    /** Adds bank questions to the end of the exam, in the order given. */
    async attach(examId: number, questionIds: number[]): Promise<AdminExamDetail> {
      const exam = await requireExam(examId);
      if (new Set(questionIds).size !== questionIds.length)
        throw invalid('question_ids', 'Each question can be added once.');
      const found = await adminRepository.findQuestions(db, questionIds);
      const missing = questionIds.filter((id) => !found.some((question) => question.id === id));
      if (missing.length > 0) throw invalid('question_ids', `No question has the id ${missing.join(', ')}.`);
      assertUsableIn(exam, found);
      await db.transaction(async (tx) => {
        await lockEditableExam(tx, examId);
        const current = new Set(await adminRepository.examQuestionIds(tx, examId));
        const already = questionIds.filter((id) => current.has(id));
        if (already.length > 0) {
          throw new AppError(
            'conflict',
            `${already.length === 1 ? 'Question' : 'Questions'} ${already.join(', ')} ${already.length === 1 ? 'is' : 'are'} already in this exam.`,
          );
        }
        await adminRepository.appendQuestions(tx, examId, questionIds);
      });
      return detailOf(exam);
    },

    /** Takes a question out of the exam (it stays in the bank) and closes the gap it leaves. */
    async detach(examId: number, questionId: number): Promise<void> {
      await requireExam(examId);
      await db.transaction(async (tx) => {
        const exam = await lockEditableExam(tx, examId);
        if (!(await adminRepository.detachQuestion(tx, examId, questionId)))
          throw notFound('This question is not part of this exam.');
        const remaining = await adminRepository.examQuestionIds(tx, examId);
        if (remaining.length === 0 && exam.isActive) {
          throw new AppError(
            'conflict',
            'This is the last question of an active exam. Deactivate the exam first, or add another question.',
          );
        }
        await adminRepository.renumberQuestions(tx, examId, remaining);
      });
    },

    /** Checks a question file; unless it is a dry run, imports every row or (any row invalid) none. */
    async importFile(examId: number, bytes: Buffer, dryRun: boolean): Promise<ImportReport> {
      const exam = await requireExam(examId);
      await assertQuestionsEditable(db, examId);
      const rows = await readQuestionFile(bytes);
      const checked = validateRows(rows);
      if (dryRun) return toReport(rows.length, checked, { dryRun, imported: 0 });
      if (checked.errors.length > 0) throw importRefusal(rows.length, checked.errors);
      const inserted = await addNewQuestions(
        exam,
        checked.valid.map((entry) => entry.question),
      );
      return toReport(rows.length, checked, { dryRun, imported: inserted.length });
    },

    async exportFile(examId: number, format: ImportFormat) {
      const exam = await requireExam(examId);
      const rows = await repository.listExamQuestions(db, examId);
      const file = await writeQuestionFile(
        format,
        rows.map(({ question }) => ({
          question_text: question.questionText,
          option_a: question.optionA,
          option_b: question.optionB,
          option_c: question.optionC,
          option_d: question.optionD,
          correct_answer: question.correctAnswer,
          marks: question.marks,
          explanation: question.explanation,
        })),
      );
      return { file, name: `exam-${exam.id}-questions.${format}` };
    },

    async template(format: ImportFormat) {
      return {
        file: await writeQuestionFile(format, [TEMPLATE_EXAMPLE]),
        name: `questions-template.${format}`,
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
      if (query.exam !== undefined) await requireExam(query.exam);
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
        throw invalid('college', 'That college does not exist.');
      const exam = examId === undefined ? undefined : await repository.findExam(db, examId);
      if (examId !== undefined && !exam) throw invalid('exam', 'That exam does not exist.');
      const collegeId = college ?? exam?.collegeId ?? null;
      if (exam && collegeId !== null && collegeId !== exam.collegeId) {
        throw invalid(
          'college',
          exam.kind === 'college'
            ? "A question added to a college exam goes to the platform bank or that college's own bank."
            : 'A question added to a platform exam goes to the platform bank: leave out college.',
        );
      }
      const row = toQuestionRow(fields, collegeId);
      const created = await db.transaction(async (tx) => {
        if (exam) await lockEditableExam(tx, exam.id);
        const question = await adminRepository.insertQuestion(tx, row);
        if (exam) await adminRepository.appendQuestions(tx, exam.id, [question.id]);
        return question;
      });
      return questionView(created.id);
    },

    getQuestion: questionView,

    async updateQuestion(
      questionId: number,
      changes: QuestionChanges,
      examId?: number,
    ): Promise<QuestionView> {
      const { question } = await requireQuestion(questionId);
      if (examId !== undefined && !(await adminRepository.examQuestionIds(db, examId)).includes(questionId))
        throw notFound('This question is not part of this exam.');
      await assertAnswerEditable(question, changes);
      await adminRepository.updateQuestion(db, questionId, questionColumns(changes));
      return questionView(questionId);
    },

    /** Deletes a bank question and takes it out of every exam, unless a taken exam uses it. */
    async deleteQuestion(questionId: number): Promise<void> {
      await requireQuestion(questionId);
      await db.transaction(async (tx) => {
        const usage = await adminRepository.examsUsingQuestion(tx, questionId);
        if (usage.some((exam) => exam.hasAttempts)) {
          throw new AppError(
            'conflict',
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
              'conflict',
              `This is the last question of the active exam "${exam.title}". Deactivate that exam first, or add another question to it.`,
            );
          }
          await adminRepository.renumberQuestions(tx, exam.id, remaining);
        }
      });
    },

    async questionsOf(examId: number, kind?: 'platform'): Promise<QuestionView[]> {
      await requireExam(examId, kind);
      const rows = await adminRepository.examQuestionsWithUse(db, examId);
      return rows.map((row) => toQuestionView(row.question, row.usedInExams));
    },

    requireExam,

    // ------------------------------------------------------------ college-facing (own exams)

    async createCollegeExam(
      caller: AccessIdentity,
      input: z.output<typeof CollegeExamCreateBody>,
    ): Promise<ExamSummary> {
      await assertCourseExists(input.course);
      if (input.college !== undefined && input.college > MAX_RECORD_ID)
        throw invalid('college', 'That college does not exist.');
      return exams.createCollegeExam(caller, input);
    },

    /** A new question at the end of an exam its caller manages, in the exam owner's bank. */
    async createExamQuestion(
      caller: AccessIdentity,
      input: z.output<typeof ExamQuestionCreateBody>,
    ): Promise<QuestionView> {
      const { exam: examId, ...fields } = input;
      const exam = await exams.requireManageableExam(caller, examId);
      const [created] = await addNewQuestions(exam, [fields]);
      if (!created) throw new Error('question insert returned no row');
      return questionView(created.id);
    },

    /** `POST /colleges/admin/bulk-import-questions/`: every question or none. */
    async bulkImport(
      caller: AccessIdentity,
      input: z.output<typeof BulkImportQuestionsBody>,
    ): Promise<BulkImportResult> {
      const exam = await exams.requireManageableExam(caller, input.exam_id);
      const inserted = await addNewQuestions(exam, input.questions);
      return {
        detail: `${plural(inserted.length, 'question')} added to "${exam.title}".`,
        imported: inserted.length,
      };
    },

    /** Every attempt of one student, newest first; a college sees only its own approved students. */
    async studentResults(
      caller: AccessIdentity,
      studentId: number,
      examId?: number,
    ): Promise<AdminAttemptRow[]> {
      const student = await adminRepository.findStudentCollege(db, studentId);
      const isVisible =
        student &&
        (caller.role === 'admin' ||
          (caller.role === 'college' &&
            caller.profileId !== null &&
            student.collegeId === caller.profileId &&
            student.isApproved));
      if (!isVisible) throw notFound('Student not found.');
      // A college sees how the student did in its own exams, not elsewhere.
      const rows = await adminRepository.attemptsOfStudent(db, studentId, {
        examId,
        collegeId: caller.role === 'college' ? (caller.profileId ?? -1) : undefined,
      });
      return rows.map(toAttemptRow);
    },

    listOfCollege: (caller: AccessIdentity) => exams.listOfCollege(caller),
    stats: (caller: AccessIdentity) => exams.stats(caller),
  };
}

export type ExamAdminService = ReturnType<typeof createExamAdminService>;
