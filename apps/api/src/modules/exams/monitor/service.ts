import {
  MONITOR_STALE_SECONDS,
  type ExamMonitor,
  type ExtraTimeBody,
  type MonitorStudent,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { insertAuditEvent } from '../../audit/index.ts';
import { GRACE_SECONDS } from '../taking/attempts-service.ts';
import { examCache } from '../exam-cache.ts';
import * as monitorRepository from './repository.ts';
import type { ExamRow } from '../repository.ts';
import { createExamsService } from '../service.ts';
import { createIntegrityService, toSummary } from './integrity-service.ts';
import { userName } from './integrity-repository.ts';

const MINUTE_MS = 60_000;
const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

/**
 * An open exam as the people running it see it (issue #14): who started, how far each got, who
 * may have lost their connection; and extra time for one student, which moves their server
 * deadline. Both are for college exams: a college its own, an admin any college's.
 */
export function createMonitorService(ctx: AppContext, exams = createExamsService(ctx)) {
  const { db } = ctx.database;
  const cache = examCache(ctx);
  const integrity = createIntegrityService(ctx, exams);
  // Invigilators polling the same exam at the same moment share one read; nothing is kept after it.
  const inFlight = new Map<number, Promise<ExamMonitor>>();

  async function requireCollegeExam(caller: AccessIdentity, examId: number) {
    const exam = await exams.requireManageableExam(caller, examId);
    const collegeId = exam.collegeId;
    if (exam.kind !== 'college' || collegeId === null) throw notFound('exam_not_found', 'Exam not found.');
    return { ...exam, collegeId };
  }

  async function read(exam: ExamRow & { collegeId: number }): Promise<ExamMonitor> {
    const [attempts, eligible, cached, devices] = await Promise.all([
      monitorRepository.monitorRows(db, exam.id),
      monitorRepository.eligibleCounts(db, exam.id, exam.collegeId),
      cache.get(exam.id),
      // One device per attempt (issue #22): who holds each attempt in progress, who was refused.
      exam.oneDevicePerAttempt ? integrity.deviceStates(exam.id) : undefined,
    ]);
    const now = ctx.now();
    const staleBefore = now.getTime() - MONITOR_STALE_SECONDS * 1000;
    const seen = new Set<number>();
    const students: MonitorStudent[] = [];
    for (const row of attempts) {
      // Rows come newest attempt first for each student: that one speaks for them.
      if (seen.has(row.studentId)) continue;
      seen.add(row.studentId);
      const lastActivity = row.lastSavedAt ?? row.startedAt;
      students.push({
        student: row.studentId,
        student_name: row.studentName,
        roll_number: row.rollNumber,
        attempt: row.attemptId,
        status: row.status,
        answered: row.answered,
        started_at: row.startedAt.toISOString(),
        last_saved_at: row.lastSavedAt?.toISOString() ?? null,
        deadline: row.deadline.toISOString(),
        extra_minutes: row.extraMinutes,
        possibly_disconnected: row.status === 'in_progress' && lastActivity.getTime() < staleBefore,
        integrity: toSummary(row.integrity),
        device: row.status === 'in_progress' ? (devices?.get(row.attemptId) ?? null) : null,
      });
    }
    const inProgress = students.filter((student) => student.status === 'in_progress');
    return {
      exam: exam.id,
      exam_title: exam.title,
      question_count: cached?.questions.length ?? 0,
      one_device_per_attempt: exam.oneDevicePerAttempt,
      server_now: now.toISOString(),
      counts: {
        can_take: eligible.canTake,
        started: students.length,
        in_progress: inProgress.length,
        submitted: students.length - inProgress.length,
        not_started: eligible.notStarted,
        possibly_disconnected: inProgress.filter((student) => student.possibly_disconnected).length,
        away_now: inProgress.filter((student) => student.integrity.away_since !== null).length,
      },
      students,
    };
  }

  return {
    /** The exam right now: read afresh on every call (callers arriving together share one read). */
    async monitor(caller: AccessIdentity, examId: number): Promise<ExamMonitor> {
      const exam = await requireCollegeExam(caller, examId);
      const running = inFlight.get(exam.id);
      if (running) return running;
      const reading = read(exam).finally(() => inFlight.delete(exam.id));
      inFlight.set(exam.id, reading);
      return reading;
    },

    /**
     * Sets the student's extra minutes in the exam (0 takes them away). An attempt in progress has
     * its deadline moved in the same transaction; a later start includes them. Refused once the
     * student has finished their attempts or their time, or the exam has closed.
     */
    async setExtraTime(caller: AccessIdentity, examId: number, body: ExtraTimeBody) {
      const exam = await requireCollegeExam(caller, examId);
      if (exam.cancelledAt !== null) {
        throw new AppError('exam_cancelled', 'This exam was cancelled: there is no time to extend.');
      }
      const extraMinutes = body.extra_minutes;
      return db.transaction(async (tx) => {
        const student = await monitorRepository.findEligibleStudent(
          tx,
          exam.id,
          exam.collegeId,
          body.student,
        );
        if (!student)
          throw notFound('extra_time_student_unknown', 'No student who can take this exam has this id.');
        const [attempts, previousMinutes] = await Promise.all([
          monitorRepository.lockAttemptsOf(tx, exam.id, student.id),
          monitorRepository.lockExtraMinutes(tx, exam.id, student.id),
        ]);
        const now = ctx.now();
        const open = attempts.find((attempt) => attempt.status === 'in_progress');
        let deadline: Date | null = null;
        if (open) {
          if (now.getTime() > open.deadline.getTime() + GRACE_SECONDS * 1000) {
            throw new AppError(
              'extra_time_too_late',
              `${student.fullName}'s time is already up: their attempt is being submitted with the answers saved.`,
              { values: { name: student.fullName } },
            );
          }
          deadline = new Date(open.deadline.getTime() + (extraMinutes - previousMinutes) * MINUTE_MS);
          if (deadline.getTime() <= now.getTime()) {
            throw new AppError(
              'extra_time_too_short',
              `With ${minutes(extraMinutes)} of extra time, ${student.fullName}'s time would already be up. Give more minutes, or leave the extra time as it is.`,
              { values: { name: student.fullName, minutes: extraMinutes } },
            );
          }
          await monitorRepository.moveDeadline(tx, open.id, deadline);
          await integrity.serverEvent(tx, open.id, 'extra_time', {
            extra_minutes: extraMinutes,
            was_minutes: previousMinutes,
            given_by: (await userName(tx, caller.userId)) ?? `user ${caller.userId}`,
            given_by_role: caller.role,
          });
        } else if (attempts.length >= exam.attemptsAllowed) {
          throw new AppError(
            'extra_time_after_submit',
            `${student.fullName} has already submitted this exam: extra time can be given only before or during it.`,
            { values: { name: student.fullName } },
          );
        } else if (exam.windowEnd && now >= exam.windowEnd) {
          throw new AppError(
            'exam_closed',
            'This exam has closed: extra time can be given only before or during it.',
          );
        }
        await monitorRepository.setExtraMinutes(tx, {
          examId: exam.id,
          studentId: student.id,
          extraMinutes,
          grantedBy: caller.userId,
          grantedAt: now,
        });
        await insertAuditEvent(tx, {
          actorUserId: caller.userId,
          action: 'exam.extra_time',
          targetType: 'student',
          targetId: student.id,
          reason:
            extraMinutes === 0
              ? `Extra time taken away (was ${minutes(previousMinutes)}) in exam ${exam.id} "${exam.title}"`
              : `${minutes(extraMinutes)} of extra time (was ${minutes(previousMinutes)}) in exam ${exam.id} "${exam.title}"`,
        });
        return {
          exam: exam.id,
          student: student.id,
          student_name: student.fullName,
          extra_minutes: extraMinutes,
          deadline: deadline?.toISOString() ?? null,
        };
      });
    },
  };
}
