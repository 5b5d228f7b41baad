import {
  MAX_RECORD_ID,
  PAGE_SIZES,
  type AdminExamDetail,
  type AdminExamRow,
  type CollegeExamCreateBody,
  type ExamSummary,
  type ExamUpdateBody,
  type Paginated,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { insertAuditEvent } from '../audit/repository.ts';
import * as adminRepository from './admin-repository.ts';
import { examCache } from './exam-cache.ts';
import { createManagedExams, invalid } from './managed-exams.ts';
import * as repository from './repository.ts';
import { collegeWindow, indianClockOf, indianDateOf, platformWindow } from './schedule.ts';
import { createExamsService } from './service.ts';

type ExamRow = repository.ExamRow;
type ExamChanges = z.output<typeof ExamUpdateBody>;

const NO_QUESTIONS = 'Add at least one question before activating this exam.';
const COLLEGE_DELETED = 'The college of this exam was deleted: its exams stay closed.';

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

/**
 * Exams as their managers see them: the lists, one exam, its settings and schedule, activation
 * and deletion, and creating a college exam. Creating an exam itself is `createPlatformExam` and
 * `createCollegeExam` of service.ts; its questions are the question bank's
 * (question-bank-service.ts).
 */
export function createExamAuthoringService(ctx: AppContext) {
  const { db } = ctx.database;
  const exams = createExamsService(ctx);
  const managed = createManagedExams(ctx);
  const cache = examCache(ctx);

  async function assertCourseExists(courseId: number | null | undefined) {
    if (courseId && (courseId > MAX_RECORD_ID || !(await adminRepository.courseExists(db, courseId))))
      throw invalid('course', 'That course does not exist.');
  }

  /** Changes an exam; an activation or deactivation is audited as done by `actor` (issue #13). */
  async function update(
    actor: AccessIdentity,
    exam: ExamRow,
    changes: ExamChanges,
  ): Promise<AdminExamDetail> {
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
        // A deleted college's exams stay closed to new attempts (docs/colleges.md).
        if (locked.collegeId !== null && !(await adminRepository.collegeExists(tx, locked.collegeId)))
          throw new AppError('conflict', COLLEGE_DELETED);
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
      if (changes.is_active !== undefined && changes.is_active !== locked.isActive) {
        await insertAuditEvent(tx, {
          actorUserId: actor.userId,
          action: changes.is_active ? 'exam.activate' : 'exam.deactivate',
          targetType: 'exam',
          targetId: exam.id,
        });
      }
    });
    cache.forget(exam.id);
    return managed.detailOf(await managed.requireExam(exam.id));
  }

  return {
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
      return toPage(await managed.toRows(rows), total, page);
    },

    detail: async (examId: number, kind?: 'platform') =>
      managed.detailOf(await managed.requireExam(examId, kind)),

    /** An exam with its questions and answers, for its college (or an admin); 404 for anyone else. */
    detailAs: async (caller: AccessIdentity, examId: number) =>
      managed.detailOf(await exams.requireManageableExam(caller, examId)),

    update: async (actor: AccessIdentity, examId: number, changes: ExamChanges, kind?: 'platform') =>
      update(actor, await managed.requireExam(examId, kind), changes),

    /** Deleting an exam removes its attempts too; its questions stay in the bank. */
    async remove(actor: AccessIdentity, examId: number): Promise<void> {
      await managed.requireExam(examId);
      await db.transaction(async (tx) => {
        await adminRepository.deleteExam(tx, examId);
        await insertAuditEvent(tx, {
          actorUserId: actor.userId,
          action: 'exam.delete',
          targetType: 'exam',
          targetId: examId,
        });
      });
      cache.forget(examId);
    },

    /** Activates or deactivates an exam; asking for the state it is already in changes (and records) nothing. */
    async toggleStatus(actor: AccessIdentity, examId: number, isActive: boolean): Promise<AdminExamRow> {
      await update(actor, await managed.requireExam(examId), { is_active: isActive });
      return managed.rowOf(examId);
    },

    /** A college exam for the caller's college, or (an admin) for the college named. */
    async createCollegeExam(
      caller: AccessIdentity,
      input: z.output<typeof CollegeExamCreateBody>,
    ): Promise<ExamSummary> {
      await assertCourseExists(input.course);
      if (input.college !== undefined && input.college > MAX_RECORD_ID)
        throw invalid('college', 'That college does not exist.');
      return exams.createCollegeExam(caller, input);
    },
  };
}
