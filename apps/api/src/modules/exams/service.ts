import { randomInt } from 'node:crypto';
import {
  examSlug,
  JOIN_CODE_LENGTH,
  PAGE_SIZES,
  type CollegeExamCreateBody,
  type ExamStats,
  type ExamSummary,
  type Paginated,
  type PlatformExamCreateBody,
  type QuestionInput,
  type StudentExamDetail,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { exams } from '../../db/schema.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { findStudentStanding, requireStudentId } from '../identity/index.ts';
import { collegeExists } from './authoring/repository.ts';
import * as repository from './repository.ts';
import { collegeWindow, indianDateOf, platformWindow } from './authoring/schedule.ts';

type PlatformExamInput = z.output<typeof PlatformExamCreateBody>;
type CollegeExamInput = z.output<typeof CollegeExamCreateBody>;
type ExamRow = repository.ExamRow;
type SummaryExtras = {
  totals: Map<number, { count: number; marks: number }>;
  collegeNames: Map<number, string>;
};

const ONLY_STUDENTS = 'Only students can take exams.';
const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function toExamSummary(exam: ExamRow, extras: SummaryExtras): ExamSummary {
  const totals = extras.totals.get(exam.id);
  return {
    id: exam.id,
    kind: exam.kind,
    title: exam.title,
    slug: examSlug(exam),
    description: exam.description,
    college: exam.collegeId,
    college_name: exam.collegeId === null ? null : (extras.collegeNames.get(exam.collegeId) ?? null),
    course: exam.courseId,
    duration_minutes: exam.durationMinutes,
    pass_percentage: exam.passPercentage,
    attempts_allowed: exam.attemptsAllowed,
    total_questions: totals?.count ?? 0,
    total_marks: totals?.marks ?? 0,
    start_time: exam.windowStart?.toISOString() ?? null,
    end_time: exam.windowEnd?.toISOString() ?? null,
    exam_date: exam.kind === 'college' && exam.windowStart ? indianDateOf(exam.windowStart) : null,
    is_active: exam.isActive,
    shuffle_questions: exam.shuffleQuestions,
    shuffle_options: exam.shuffleOptions,
    record_clipboard: exam.recordClipboard,
    one_device_per_attempt: exam.oneDevicePerAttempt,
    results_release: exam.resultsRelease,
    results_released_at: exam.resultsReleasedAt?.toISOString() ?? null,
    allow_join_by_code: exam.allowJoinByCode,
  };
}

/** Question counts, marks and college names for a set of exams, in two queries. */
export async function loadSummaryExtras(db: Executor, rows: ExamRow[]): Promise<SummaryExtras> {
  const collegeIds = [...new Set(rows.flatMap((row) => (row.collegeId === null ? [] : [row.collegeId])))];
  const [totals, collegeNames] = await Promise.all([
    repository.examTotals(
      db,
      rows.map((row) => row.id),
    ),
    repository.collegeNames(db, collegeIds),
  ]);
  return { totals, collegeNames };
}

export async function summarise(db: Executor, rows: ExamRow[]): Promise<ExamSummary[]> {
  const extras = await loadSummaryExtras(db, rows);
  return rows.map((row) => toExamSummary(row, extras));
}

/** What a student may do with an exam right now. */
export function examStatusFor(
  exam: ExamRow,
  attempts: { status: string }[],
  now: Date,
): { status: NonNullable<ExamSummary['status']>; attemptsUsed: number } {
  const attemptsUsed = attempts.length;
  if (attempts.some((attempt) => attempt.status === 'in_progress'))
    return { status: 'in_progress', attemptsUsed };
  if (exam.windowStart && now < exam.windowStart) return { status: 'upcoming', attemptsUsed };
  if (exam.windowEnd && now >= exam.windowEnd)
    return { status: attemptsUsed > 0 ? 'attempted' : 'missed', attemptsUsed };
  if (attemptsUsed < exam.attemptsAllowed) return { status: 'open', attemptsUsed };
  return { status: 'attempted', attemptsUsed };
}

/** A question as stored in the bank, from an author's input. */
export const toQuestionRow = (question: z.output<typeof QuestionInput>, collegeId: number | null) => ({
  collegeId,
  questionText: question.question_text,
  optionA: question.option_a,
  optionB: question.option_b,
  optionC: question.option_c,
  optionD: question.option_d,
  correctAnswer: question.correct_answer,
  marks: question.marks,
  explanation: question.explanation,
});

/** The settings every exam shares, from a create body. */
const settingsOf = (input: PlatformExamInput | CollegeExamInput) => ({
  title: input.title,
  description: input.description,
  durationMinutes: input.duration_minutes,
  passPercentage: input.pass_percentage,
  attemptsAllowed: input.attempts_allowed,
  shuffleQuestions: input.shuffle_questions,
  shuffleOptions: input.shuffle_options,
  recordClipboard: input.record_clipboard,
  oneDevicePerAttempt: input.one_device_per_attempt,
  resultsRelease: input.results_release,
  isActive: input.is_active,
  courseId: input.course ?? null,
});

/**
 * Whether a college exam is the student's own college's, which approved them (`examsOpenTo` for
 * one exam already read): such an exam is open to them, as is one they joined with its code.
 */
export const isOwnCollegeExam = (
  exam: { collegeId: number | null },
  student: { collegeId: number | null; isApprovedByCollege: boolean },
) => student.isApprovedByCollege && student.collegeId !== null && student.collegeId === exam.collegeId;

export function createExamsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function newJoinCode(): Promise<string> {
    for (;;) {
      const code = Array.from(
        { length: JOIN_CODE_LENGTH },
        () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
      ).join('');
      if (!(await repository.joinCodeExists(db, code))) return code;
    }
  }

  /** Writes the exam and its questions (to the owner's bank) in one transaction. */
  async function insertWithQuestions(
    exam: typeof exams.$inferInsert,
    questionInputs: z.output<typeof QuestionInput>[],
  ): Promise<ExamSummary> {
    const created = await db.transaction(async (tx) => {
      const row = await repository.insertExam(tx, exam);
      const inserted = await repository.insertQuestions(
        tx,
        questionInputs.map((question) => toQuestionRow(question, exam.collegeId ?? null)),
      );
      await repository.linkQuestions(
        tx,
        row.id,
        inserted.map((question) => question.id),
      );
      return row;
    });
    const [summary] = await summarise(db, [created]);
    if (!summary) throw new Error('created exam vanished');
    return summary;
  }

  /** The caller's student record, for access rules. */
  async function requireStudent(caller: AccessIdentity) {
    const studentId = await requireStudentId(db, caller, ONLY_STUDENTS);
    const student = await findStudentStanding(db, studentId);
    if (!student) throw new AppError('students_only', ONLY_STUDENTS);
    return student;
  }

  /**
   * Whether the student may see and take the exam: an active platform exam is open to every
   * student; an active college exam to the students its college approved and to those who
   * joined with its code. Anything else is "not found", so exams of other colleges stay private.
   */
  async function requireVisibleExam(
    student: { id: number; collegeId: number | null; isApprovedByCollege: boolean },
    examId: number,
  ): Promise<ExamRow> {
    const exam = await repository.findExam(db, examId);
    if (!exam || !exam.isActive) throw notFound('exam_not_found', 'Exam not found.');
    if (exam.kind === 'platform') return exam;
    if (isOwnCollegeExam(exam, student) || (await repository.isParticipant(db, exam.id, student.id)))
      return exam;
    throw notFound('exam_not_found', 'Exam not found.');
  }

  async function listForStudent(
    caller: AccessIdentity,
    query: { page: number; page_size?: number | undefined },
    kind: 'platform' | 'college',
  ): Promise<Paginated<ExamSummary>> {
    const student = await requireStudent(caller);
    const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.exams };
    const where = repository.examsOfKindOpenTo(kind, student);
    const { rows, total } = await repository.pageOfExams(db, where, {
      limit: page.pageSize,
      offset: pageOffset(page),
    });
    const [extras, attempts] = await Promise.all([
      loadSummaryExtras(db, rows),
      repository.attemptsOfStudent(
        db,
        student.id,
        rows.map((row) => row.id),
      ),
    ]);
    const now = ctx.now();
    return toPage(
      rows.map((exam) => {
        const { status, attemptsUsed } = examStatusFor(
          exam,
          attempts.filter((attempt) => attempt.examId === exam.id),
          now,
        );
        return { ...toExamSummary(exam, extras), status, attempts_used: attemptsUsed };
      }),
      total,
      page,
    );
  }

  /** The exam an admin or its college may manage; any other caller gets "not found". */
  async function requireManageableExam(caller: AccessIdentity, examId: number): Promise<ExamRow> {
    const exam = await repository.findExam(db, examId);
    if (!exam) throw notFound('exam_not_found', 'Exam not found.');
    if (caller.role === 'admin') return exam;
    if (caller.role === 'college' && exam.kind === 'college' && exam.collegeId === caller.profileId)
      return exam;
    throw notFound('exam_not_found', 'Exam not found.');
  }

  return {
    requireStudent,
    requireVisibleExam,
    requireManageableExam,

    /** An admin's platform exam with its questions, written to the platform bank. */
    async createPlatformExam(input: PlatformExamInput): Promise<ExamSummary> {
      const window = platformWindow(input);
      return insertWithQuestions({ kind: 'platform', ...settingsOf(input), ...window }, input.questions);
    },

    /**
     * A college exam: an admin names the college, a college creates its own. It always gets a
     * join code; `allow_join_by_code` decides whether students outside the college may use it.
     */
    async createCollegeExam(caller: AccessIdentity, input: CollegeExamInput): Promise<ExamSummary> {
      let collegeId: number;
      if (caller.role === 'college' && caller.profileId !== null) {
        collegeId = caller.profileId;
      } else if (caller.role === 'admin') {
        if (!input.college) {
          throw fieldRefusal('exam_college_required', 'college', 'Choose the college this exam belongs to.');
        }
        collegeId = input.college;
      } else {
        throw new AppError('permission_denied', 'Only admins and colleges can create college exams.');
      }
      if (!(await collegeExists(db, collegeId))) {
        throw fieldRefusal('college_unknown', 'college', 'That college does not exist.');
      }
      const window = collegeWindow({ ...input, durationMinutes: input.duration_minutes });
      return insertWithQuestions(
        {
          kind: 'college',
          collegeId,
          ...settingsOf(input),
          ...window,
          joinCode: await newJoinCode(),
          allowJoinByCode: input.allow_join_by_code,
        },
        input.questions,
      );
    },

    listPlatformForStudent: (
      caller: AccessIdentity,
      query: { page: number; page_size?: number | undefined },
    ) => listForStudent(caller, query, 'platform'),

    /** `GET /exams/`: the college exams open to the student (their college's and joined ones). */
    listCollegeForStudent: (
      caller: AccessIdentity,
      query: { page: number; page_size?: number | undefined },
    ) => listForStudent(caller, query, 'college'),

    /** The exam page before starting: standing, attempts left and the rules. */
    async detailForStudent(caller: AccessIdentity, examId: number): Promise<StudentExamDetail> {
      const student = await requireStudent(caller);
      const exam = await requireVisibleExam(student, examId);
      const [[summary], attempts] = await Promise.all([
        summarise(db, [exam]),
        repository.attemptsOfStudentForExam(db, exam.id, student.id),
      ]);
      if (!summary) throw notFound('exam_not_found', 'Exam not found.');
      const { status, attemptsUsed } = examStatusFor(exam, attempts, ctx.now());
      const open = attempts.find((attempt) => attempt.status === 'in_progress');
      const finished = attempts.find((attempt) => attempt.status !== 'in_progress');
      return {
        ...summary,
        status,
        attempts_used: attemptsUsed,
        attempts_left: Math.max(0, exam.attemptsAllowed - attemptsUsed),
        open_attempt: open?.id ?? null,
        last_attempt: finished?.id ?? null,
        rules: examRules(exam, summary),
      };
    },

    /** Joins a college exam by its code; joining twice is harmless. */
    async joinByCode(caller: AccessIdentity, code: string): Promise<ExamSummary> {
      const student = await requireStudent(caller);
      const exam = await repository.findExamByJoinCode(db, code);
      const isOwnCollege =
        exam?.collegeId !== null && exam?.collegeId === student.collegeId && student.isApprovedByCollege;
      if (!exam || !exam.isActive || (!exam.allowJoinByCode && !isOwnCollege)) {
        throw notFound(
          'join_code_unknown',
          'No open exam has this code. Check it with whoever gave it to you.',
        );
      }
      if (exam.windowEnd && ctx.now() >= exam.windowEnd)
        throw new AppError('exam_closed', 'This exam has closed.');
      if (!isOwnCollege) await repository.addParticipant(db, exam.id, student.id);
      const [summary] = await summarise(db, [exam]);
      if (!summary) throw notFound('exam_not_found', 'Exam not found.');
      return summary;
    },

    /** `GET /exams/my-college/`: every exam of the calling college, newest first. */
    async listOfCollege(caller: AccessIdentity): Promise<ExamSummary[]> {
      if (caller.role !== 'college' || caller.profileId === null) {
        throw new AppError('colleges_only', 'Only colleges have their own exams.');
      }
      return summarise(db, await repository.listExamsOfCollege(db, caller.profileId));
    },

    /** Exam counts (spec §3 dashboard); a college sees its own exams only. */
    async stats(caller: AccessIdentity): Promise<ExamStats> {
      const row = await repository.examCounts(db, {
        collegeId: caller.role === 'college' ? (caller.profileId ?? -1) : undefined,
        takenSince: new Date(ctx.now().getTime() - 30 * 24 * 3600 * 1000),
      });
      const total = Number(row?.total ?? 0);
      return {
        total,
        active: Number(row?.active ?? 0),
        course_based: Number(row?.courseBased ?? 0),
        college_based: Number(row?.collegeBased ?? 0),
        activity_rate: total === 0 ? 0 : Math.round((Number(row?.recentlyTaken ?? 0) / total) * 1000) / 10,
      };
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;

/** The rules shown before starting, including what happens if the connection drops. */
function examRules(exam: ExamRow, summary: ExamSummary): string[] {
  const rules = [
    `You have ${exam.durationMinutes} ${exam.durationMinutes === 1 ? 'minute' : 'minutes'} for ${summary.total_questions} ${summary.total_questions === 1 ? 'question' : 'questions'} worth ${summary.total_marks} ${summary.total_marks === 1 ? 'mark' : 'marks'}; you pass with ${exam.passPercentage} %.`,
    'The timer starts when you begin and keeps running if you close the page.',
    'Every answer is saved as you choose it. If your connection drops, keep answering: answers are kept on this device and sent when you are back online.',
    exam.oneDevicePerAttempt
      ? 'This exam is answered on one device: the first one that opens your attempt. If you reload, you continue there with your saved answers; to continue on another device (if yours stops working), ask your invigilator to release it.'
      : 'If you reload or switch devices, you continue the same attempt with your saved answers.',
    'When time runs out, the exam is submitted with the answers saved by then.',
    exam.attemptsAllowed === 1
      ? 'You can take this exam once.'
      : `You can take this exam ${exam.attemptsAllowed} times.`,
  ];
  if (exam.windowEnd) rules.push('The exam closes at its end time, even if your timer has minutes left.');
  rules.push(integrityNotice(exam));
  if (exam.resultsRelease === 'immediate')
    rules.push('You see your result and the correct answers as soon as you submit.');
  else if (exam.resultsRelease === 'after_window')
    rules.push('You see your score when you submit; the correct answers once the exam closes.');
  else
    rules.push('You see your score when you submit; the correct answers when your examiner releases them.');
  return rules;
}

/**
 * What the integrity log records (issue #22), said before the start: a notice under India's Digital
 * Personal Data Protection Act 2023. What is kept and for how long: docs/exams.md (decision 026).
 */
export function integrityNotice(exam: Pick<ExamRow, 'recordClipboard'>): string {
  return [
    'Once you start, this exam records when you leave the exam page (another tab or app) and for how long,',
    `when your connection drops, and which devices and internet addresses (IP) open your attempt${exam.recordClipboard ? ', and when you copy or paste (never what)' : ''}.`,
    'Your invigilator sees this record. It does not change your score. Nothing is recorded before you start.',
  ].join(' ');
}
