import {
  OPTION_KEYS,
  PAGE_SIZES,
  type AdminAttemptDetail,
  type AdminAttemptRow,
  type AdminExamRow,
  type OptionKey,
  type Paginated,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { pageOffset, toPage } from '../../../lib/pagination.ts';
import { insertAuditEvent } from '../../audit/index.ts';
import * as adminRepository from '../authoring/repository.ts';
import { grade } from '../taking/attempts-service.ts';
import { examCache } from '../exam-cache.ts';
import { createManagedExams } from '../authoring/managed-exams.ts';
import * as repository from '../repository.ts';

/** An attempt as its exam's owner sees it; score and outcome stay null until it is finished. */
export function toAttemptRow(
  row: Pick<
    adminRepository.AttemptListRow,
    'attempt' | 'studentName' | 'studentEmail' | 'examTitle' | 'passPercentage'
  >,
): AdminAttemptRow {
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

/** The options a question has: C and D may be absent (decision 019). */
const optionsOf = (question: adminRepository.QuestionRow) =>
  OPTION_KEYS.map((key) => ({
    key,
    text: { a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD }[key],
  })).filter((option) => option.text !== '');

/**
 * What students scored, as the people running exams see it: an exam's attempts, one attempt with
 * every answer, one student's attempts (a college: its own students in its own exams), and
 * releasing the correct answers of a manually released exam.
 */
export function createResultsManagementService(ctx: AppContext) {
  const { db } = ctx.database;
  const managed = createManagedExams(ctx);
  const cache = examCache(ctx);

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
    /** One attempt with every answer against the correct one, for a caller already allowed to see it. */
    reviewOf,

    /**
     * Publishes the correct answers of a manually released exam to the students who took it,
     * audited as done by `actor`; releasing them again changes (and records) nothing.
     */
    async releaseResults(actor: AccessIdentity, examId: number): Promise<AdminExamRow> {
      const exam = await managed.requireExam(examId);
      if (exam.resultsRelease !== 'manual') {
        const when =
          exam.resultsRelease === 'immediate'
            ? 'immediately after each student submits'
            : 'automatically when the exam window closes';
        throw new AppError(
          'results_release_not_manual',
          `This exam releases results ${when}, so there is nothing to release. To release them by hand, set results_release to "manual" first.`,
        );
      }
      if (!exam.resultsReleasedAt) {
        await db.transaction(async (tx) => {
          await adminRepository.updateExam(tx, examId, { resultsReleasedAt: ctx.now() });
          await insertAuditEvent(tx, {
            actorUserId: actor.userId,
            action: 'exam.release_results',
            targetType: 'exam',
            targetId: examId,
          });
        });
        cache.forget(examId);
      }
      return managed.rowOf(examId);
    },

    async attempts(
      examId: number,
      query: { page: number; page_size?: number | undefined; search?: string | undefined },
    ): Promise<Paginated<AdminAttemptRow>> {
      await managed.requireExam(examId);
      const page = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await adminRepository.pageOfExamAttempts(db, examId, query.search, {
        limit: page.pageSize,
        offset: pageOffset(page),
      });
      return toPage(rows.map(toAttemptRow), total, page);
    },

    async attemptDetail(attemptId: number): Promise<AdminAttemptDetail> {
      const row = await adminRepository.findAttemptRow(db, attemptId);
      if (!row) throw notFound('attempt_not_found', 'Attempt not found.');
      return reviewOf(row);
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
      if (!isVisible) throw notFound('student_not_found', 'Student not found.');
      // A college sees how the student did in its own exams, not elsewhere.
      const rows = await adminRepository.attemptsOfStudent(db, studentId, {
        examId,
        collegeId: caller.role === 'college' ? (caller.profileId ?? -1) : undefined,
      });
      return rows.map(toAttemptRow);
    },
  };
}
