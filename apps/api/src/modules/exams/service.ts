import { PAGE_SIZES, type ExamSummary, type Paginated, type PlatformExamCreateBody } from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import * as repository from './repository.ts';

type PlatformExamInput = z.output<typeof PlatformExamCreateBody>;

export function toExamSummary(
  exam: repository.ExamRow,
  totals: { count: number; marks: number } | undefined,
): ExamSummary {
  return {
    id: exam.id,
    kind: exam.kind,
    title: exam.title,
    description: exam.description,
    duration_minutes: exam.durationMinutes,
    pass_percentage: exam.passPercentage,
    attempts_allowed: exam.attemptsAllowed,
    total_questions: totals?.count ?? 0,
    total_marks: totals?.marks ?? 0,
    start_time: exam.windowStart?.toISOString() ?? null,
    end_time: exam.windowEnd?.toISOString() ?? null,
    is_active: exam.isActive,
    results_release: exam.resultsRelease,
  };
}

/** What a student may do with an exam right now. */
export function examStatusFor(
  exam: repository.ExamRow,
  attempts: { status: string }[],
  now: Date,
): { status: NonNullable<ExamSummary['status']>; attemptsUsed: number } {
  const attemptsUsed = attempts.length;
  const isOpenAttempt = attempts.some((attempt) => attempt.status === 'in_progress');
  if (exam.windowStart && now < exam.windowStart) return { status: 'upcoming', attemptsUsed };
  if (exam.windowEnd && now >= exam.windowEnd)
    return { status: attemptsUsed > 0 ? 'attempted' : 'missed', attemptsUsed };
  if (isOpenAttempt || attemptsUsed < exam.attemptsAllowed) return { status: 'open', attemptsUsed };
  return { status: 'attempted', attemptsUsed };
}

export function createExamsService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /** An admin's platform exam with its questions, written to the question bank in one transaction. */
    async createPlatformExam(input: PlatformExamInput): Promise<ExamSummary> {
      const exam = await db.transaction(async (tx) => {
        const created = await repository.insertExam(tx, {
          kind: 'platform',
          title: input.title,
          description: input.description,
          durationMinutes: input.duration_minutes,
          passPercentage: input.pass_percentage,
          attemptsAllowed: input.attempts_allowed,
          shuffleQuestions: input.shuffle_questions,
          shuffleOptions: input.shuffle_options,
          resultsRelease: input.results_release,
          isActive: input.is_active,
          windowStart: input.start_time ? new Date(input.start_time) : null,
          windowEnd: input.end_time ? new Date(input.end_time) : null,
        });
        const inserted = await repository.insertQuestions(
          tx,
          input.questions.map((question) => ({
            questionText: question.question_text,
            optionA: question.option_a,
            optionB: question.option_b,
            optionC: question.option_c,
            optionD: question.option_d,
            correctAnswer: question.correct_answer,
            marks: question.marks,
            explanation: question.explanation,
          })),
        );
        await repository.linkQuestions(
          tx,
          created.id,
          inserted.map((question) => question.id),
        );
        return created;
      });
      return toExamSummary(exam, (await repository.examTotals(db, [exam.id])).get(exam.id));
    },

    /** Active platform exams with the student's status for each (6 a page by default). */
    async listPlatformForStudent(
      caller: AccessIdentity,
      query: { page: number; page_size?: number },
    ): Promise<Paginated<ExamSummary>> {
      if (caller.role !== 'student' || caller.profileId === null) {
        throw new AppError('permission_denied', 'Only students can list the exams they may take.');
      }
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.exams };
      const { rows, total } = await repository.listActivePlatformExams(db, {
        limit: page.pageSize,
        offset: pageOffset(page),
      });
      const ids = rows.map((row) => row.id);
      const [totals, attempts] = await Promise.all([
        repository.examTotals(db, ids),
        repository.attemptsOfStudent(db, caller.profileId, ids),
      ]);
      const now = ctx.now();
      return toPage(
        rows.map((exam) => {
          const { status, attemptsUsed } = examStatusFor(
            exam,
            attempts.filter((attempt) => attempt.examId === exam.id),
            now,
          );
          return { ...toExamSummary(exam, totals.get(exam.id)), status, attempts_used: attemptsUsed };
        }),
        total,
        page,
      );
    },
  };
}
