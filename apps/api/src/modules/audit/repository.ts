import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** One thing an admin or a college did to someone else's data. */
export type AuditEvent = {
  actorUserId: number;
  /** What was done, `<target>.<verb>`: `student.suspend`, `student.lift_suspension`. */
  action: string;
  targetType: 'student' | 'college' | 'course' | 'exam';
  targetId: number;
  reason?: string | null;
};

/**
 * Records the event inside the caller's transaction, with the actor's email and role as they are
 * now (the row outlives the actor's account).
 */
export async function insertAuditEvent(db: Executor, event: AuditEvent): Promise<void> {
  await db.execute(sql`
    insert into audit_events (actor_user_id, actor_email, actor_role, action, target_type, target_id, reason)
    select u.id, u.email, u.role, ${event.action}, ${event.targetType}, ${event.targetId}, ${event.reason ?? null}
    from users u where u.id = ${event.actorUserId}`);
}
