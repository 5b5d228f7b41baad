import type { AuditAction } from '@vidya/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';

/** One thing an admin or a college did to someone else's data. */
export type AuditEvent = {
  actorUserId: number;
  /** What was done: one of the contract's AUDIT_ACTIONS. A bulk action leaves one row per record. */
  action: AuditAction;
  targetType: 'student' | 'college' | 'course' | 'exam' | 'contact_message' | 'promotion';
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

/** What was done to one record, newest first. */
export async function listAuditEventsOf(
  db: Executor,
  targetType: AuditEvent['targetType'],
  targetId: number,
  limit: number,
) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, targetType), eq(auditEvents.targetId, targetId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
