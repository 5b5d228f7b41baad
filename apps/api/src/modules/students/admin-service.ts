import type { StudentSuspension } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { insertAuditEvent } from '../audit/repository.ts';
import { createAuthService } from '../auth/service.ts';
import { createAttemptsService } from '../exams/attempts-service.ts';
import { createExamsService } from '../exams/service.ts';
import * as repository from './repository.ts';

type SuspensionRow = NonNullable<Awaited<ReturnType<typeof repository.liftSuspension>>>;

const toSuspension = (row: SuspensionRow): StudentSuspension => ({
  id: row.id,
  is_suspended: row.isSuspended,
  suspension_reason: row.suspensionReason,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
});

/** What admins do to a student's account (issue #13); each change leaves an audit row. */
export function createStudentAdminService(ctx: AppContext) {
  const { db } = ctx.database;
  const auth = createAuthService(ctx);
  const attempts = createAttemptsService(ctx, createExamsService(ctx));

  async function requireStudentUser(studentId: number): Promise<number> {
    const userId = await repository.findStudentUserId(db, studentId);
    if (userId === undefined) throw notFound('Student not found.');
    return userId;
  }

  return {
    /**
     * Suspends the student with the reason: their sign-in answers 'inactive', every token they
     * hold is refused at once (decision 015), and an exam they are taking is finished from the
     * answers saved so far.
     */
    async suspend(admin: AccessIdentity, studentId: number, reason: string): Promise<StudentSuspension> {
      const userId = await requireStudentUser(studentId);
      const suspended = await auth.endAllSessions(userId, async (tx) => {
        const row = await repository.suspendStudent(tx, studentId, {
          reason,
          at: ctx.now(),
          byUserId: admin.userId,
        });
        if (!row) throw new AppError('conflict', 'This student is already suspended.');
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'student.suspend',
          targetType: 'student',
          targetId: studentId,
          reason,
        });
        return row;
      });
      await attempts.finishOpenAttemptsOf(studentId);
      return toSuspension(suspended);
    },

    /** Lets a suspended student sign in again (they start a new session). */
    async liftSuspension(admin: AccessIdentity, studentId: number): Promise<StudentSuspension> {
      const userId = await requireStudentUser(studentId);
      const lifted = await db.transaction(async (tx) => {
        const row = await repository.liftSuspension(tx, studentId);
        if (!row) throw new AppError('conflict', 'This student is not suspended.');
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'student.lift_suspension',
          targetType: 'student',
          targetId: studentId,
        });
        return row;
      });
      // Every process still remembers the student as closed until told.
      await ctx.sessions.announceStandingChanged(userId);
      return toSuspension(lifted);
    },
  };
}
