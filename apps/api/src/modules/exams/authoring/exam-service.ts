import {
  MAX_RECORD_ID,
  PAGE_SIZES,
  type AdminExamDetail,
  type AdminExamRow,
  type CollegeExamCreateBody,
  type RescheduleExamBody,
  type ExamSummary,
  type ExamUpdateBody,
  type Paginated,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../../lib/app-error.ts';
import { pageOffset, toPage } from '../../../lib/pagination.ts';
import { insertAuditEvent } from '../../audit/index.ts';
import { admitRunningExam } from '../../colleges/index.ts';
import * as adminRepository from './repository.ts';
import { examCache } from '../exam-cache.ts';
import { sendExamNotices, type ExamNoticeKind } from './exam-notices.ts';
import { createManagedExams } from './managed-exams.ts';
import * as repository from '../repository.ts';
import { collegeWindow, indianClockOf, indianDateOf, platformWindow, type Window } from './schedule.ts';
import { createExamsService } from '../service.ts';

type ExamRow = repository.ExamRow;
type ExamChanges = z.output<typeof ExamUpdateBody>;

const NO_QUESTIONS = 'Add at least one question before activating this exam.';
const COLLEGE_DELETED = 'The college of this exam was deleted: its exams stay closed.';
const CANCELLED =
  'This exam was cancelled, so it can no longer change. Create a new exam to hold it another day.';
const IN_THE_PAST = 'Choose a day and start time that have not passed yet.';

/** Whether an exam counts against its college's running exams: active and not yet over. */
const isRunning = (isActive: boolean, windowEnd: Date | null, now: Date) =>
  isActive && (windowEnd === null || windowEnd > now);

/**
 * A college exam's settings, schedule and existence change only before it starts (and never once
 * cancelled): 409 saying so otherwise.
 */
function assertNotStarted(exam: ExamRow, now: Date) {
  if (exam.cancelledAt !== null) throw new AppError('exam_cancelled', CANCELLED);
  if (exam.windowStart !== null && exam.windowStart <= now) {
    throw new AppError(
      'exam_started',
      `This exam started on ${indianDateOf(exam.windowStart)} at ${indianClockOf(exam.windowStart)} (India Standard Time), so it can no longer be edited, moved or cancelled. You can still deactivate it.`,
      { values: { date: indianDateOf(exam.windowStart), time: indianClockOf(exam.windowStart) } },
    );
  }
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
      throw fieldRefusal(
        'exam_platform_has_no_date',
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
  if (changes.start_time === null)
    throw fieldRefusal('exam_start_time_required', 'start_time', 'A college exam needs a start time.');
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
      throw fieldRefusal('exam_course_unknown', 'course', 'That course does not exist.');
  }

  /**
   * Changes an exam; an activation or deactivation is audited as done by `actor` (issue #13), and
   * so is any other change an admin makes to a college's exam. A college exam that becomes
   * running counts against its plan's `max_running_exams`; its students are emailed when it is
   * activated or moved. `beforeStart`: the college portal's rule (no change once it started, a
   * new time in the future).
   */
  async function update(
    actor: AccessIdentity,
    exam: ExamRow,
    changes: ExamChanges,
    beforeStart = false,
  ): Promise<AdminExamDetail> {
    if (exam.kind === 'platform' && changes.allow_join_by_code !== undefined) {
      throw fieldRefusal(
        'exam_join_code_not_college',
        'allow_join_by_code',
        'Only college exams have a join code.',
      );
    }
    await assertCourseExists(changes.course);
    const now = ctx.now();
    const window: Partial<Window> = windowFor(exam, changes);
    if (beforeStart && window.windowStart && window.windowStart <= now)
      throw fieldRefusal('exam_date_in_past', 'exam_date', IN_THE_PAST);
    const before = await db.transaction(async (tx) => {
      const locked = await adminRepository.lockExam(tx, exam.id);
      if (!locked) throw notFound('exam_not_found', 'Exam not found.');
      if (beforeStart) assertNotStarted(locked, now);
      if (changes.is_active === true && locked.cancelledAt !== null)
        throw new AppError('exam_cancelled', CANCELLED);
      if (changes.is_active === true && !locked.isActive) {
        if ((await adminRepository.examQuestionIds(tx, exam.id)).length === 0)
          throw new AppError('exam_has_no_questions', NO_QUESTIONS);
        // A deleted college's exams stay closed to new attempts (docs/colleges.md), before its
        // plan is asked about: a deleted college has none to ask.
        if (locked.collegeId !== null && !(await adminRepository.collegeExists(tx, locked.collegeId)))
          throw new AppError('exam_college_deleted', COLLEGE_DELETED);
      }
      const willBeActive = changes.is_active ?? locked.isActive;
      const windowEnd = window.windowEnd === undefined ? locked.windowEnd : window.windowEnd;
      if (
        locked.collegeId !== null &&
        !isRunning(locked.isActive, locked.windowEnd, now) &&
        isRunning(willBeActive, windowEnd, now)
      ) {
        await admitRunningExam(tx, locked.collegeId, {
          examId: exam.id,
          now,
          audience: actor.role === 'college' ? 'college' : 'admin',
        });
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
        ...(changes.record_clipboard !== undefined && { recordClipboard: changes.record_clipboard }),
        ...(changes.one_device_per_attempt !== undefined && {
          oneDevicePerAttempt: changes.one_device_per_attempt,
        }),
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
      const { is_active: _activation, ...otherChanges } = changes;
      if (actor.role === 'admin' && locked.kind === 'college' && Object.keys(otherChanges).length > 0) {
        await insertAuditEvent(tx, {
          actorUserId: actor.userId,
          action: window.windowStart === undefined ? 'exam.update' : 'exam.reschedule',
          targetType: 'exam',
          targetId: exam.id,
        });
      }
      return locked;
    });
    cache.forget(exam.id);
    const after = await managed.requireExam(exam.id);
    if (after.kind === 'college') {
      if (after.isActive && !before.isActive) notify(after, 'college_exam_scheduled');
      else if (after.isActive && after.windowStart?.getTime() !== before.windowStart?.getTime())
        notify(after, 'college_exam_moved');
    }
    return managed.detailOf(after);
  }

  /** Emails the exam's students in the background (exam-notices.ts); the reply does not wait. */
  function notify(exam: ExamRow, kind: ExamNoticeKind) {
    void sendExamNotices(ctx, exam, kind);
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

    /**
     * A college exam for the caller's college, or (an admin) for the college named. Created
     * active, it counts against the plan's running exams and its students are emailed.
     */
    async createCollegeExam(
      caller: AccessIdentity,
      input: z.output<typeof CollegeExamCreateBody>,
    ): Promise<ExamSummary> {
      await assertCourseExists(input.course);
      if (input.college !== undefined && input.college > MAX_RECORD_ID)
        throw fieldRefusal('college_unknown', 'college', 'That college does not exist.');
      const collegeId = caller.role === 'college' ? caller.profileId : (input.college ?? null);
      if (input.is_active && collegeId !== null) {
        const window = collegeWindow({ ...input, durationMinutes: input.duration_minutes });
        if (isRunning(true, window.windowEnd, ctx.now())) {
          await db.transaction((tx) =>
            admitRunningExam(tx, collegeId, {
              now: ctx.now(),
              audience: caller.role === 'college' ? 'college' : 'admin',
            }),
          );
        }
      }
      const created = await exams.createCollegeExam(caller, input);
      if (created.is_active) notify(await managed.requireExam(created.id), 'college_exam_scheduled');
      return created;
    },

    /** `GET /exams/my-college/`: the calling college's exams, the cancelled ones marked. */
    async listOwn(caller: AccessIdentity): Promise<AdminExamRow[]> {
      if (caller.role !== 'college' || caller.profileId === null)
        throw new AppError('colleges_only', 'Only colleges have their own exams.');
      return managed.toRows(await repository.listExamsOfCollege(db, caller.profileId));
    },

    /** An exam with its questions and answers, for its college (or an admin); 404 for anyone else. */
    detailAs: async (caller: AccessIdentity, examId: number) =>
      managed.detailOf(await exams.requireManageableExam(caller, examId)),

    /**
     * The college portal's edit: settings and schedule, before the exam starts only (409 after).
     * Deactivating alone is allowed at any time.
     */
    async updateAs(caller: AccessIdentity, examId: number, changes: ExamChanges): Promise<AdminExamDetail> {
      const exam = await exams.requireManageableExam(caller, examId);
      const onlyDeactivates = Object.keys(changes).length === 1 && changes.is_active === false;
      return update(caller, exam, changes, !onlyDeactivates);
    },

    async toggleStatusAs(caller: AccessIdentity, examId: number, isActive: boolean): Promise<AdminExamRow> {
      const exam = await exams.requireManageableExam(caller, examId);
      await update(caller, exam, { is_active: isActive });
      return managed.rowOf(examId);
    },

    /** A new day and start time, before the exam starts; its students are told if it is active. */
    async rescheduleAs(
      caller: AccessIdentity,
      examId: number,
      body: z.output<typeof RescheduleExamBody>,
    ): Promise<AdminExamRow> {
      const exam = await exams.requireManageableExam(caller, examId);
      if (exam.kind !== 'college')
        throw new AppError('exam_not_college', 'Only college exams have a day and start time to move.');
      await update(
        caller,
        exam,
        { exam_date: body.exam_date, start_time: body.start_time, end_time: body.end_time ?? null },
        true,
      );
      return managed.rowOf(examId);
    },

    /**
     * Calls a college exam off before it starts: it is deactivated and marked cancelled (kept in
     * the college's history, never activated again); students who were told of it are emailed.
     */
    async cancelAs(caller: AccessIdentity, examId: number): Promise<AdminExamRow> {
      const exam = await exams.requireManageableExam(caller, examId);
      if (exam.kind !== 'college')
        throw new AppError(
          'exam_not_college',
          'Only college exams are cancelled; deactivate a platform exam instead.',
        );
      const now = ctx.now();
      const before = await db.transaction(async (tx) => {
        const locked = await adminRepository.lockExam(tx, examId);
        if (!locked) throw notFound('exam_not_found', 'Exam not found.');
        assertNotStarted(locked, now);
        await adminRepository.updateExam(tx, examId, { isActive: false, cancelledAt: now });
        await insertAuditEvent(tx, {
          actorUserId: caller.userId,
          action: 'exam.cancel',
          targetType: 'exam',
          targetId: examId,
        });
        return locked;
      });
      cache.forget(examId);
      const after = await managed.requireExam(examId);
      // Only an active exam was announced; a draft's cancellation tells no one.
      if (before.isActive) notify(after, 'college_exam_cancelled');
      return managed.rowOf(examId);
    },
  };
}
