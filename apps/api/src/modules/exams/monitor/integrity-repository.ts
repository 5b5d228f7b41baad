import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EVENTS_KEPT_MAX } from '@vidya/contract';
import type { Executor } from '../../../db/client.ts';
import {
  attemptAnswers,
  attemptEvents,
  attemptIntegrity,
  examAttempts,
  students,
  users,
} from '../../../db/schema.ts';

import { attemptById } from '../taking/attempt-by-id.ts';
import type { AwayChange, EventRow } from './integrity-rules.ts';

export type IntegrityRow = typeof attemptIntegrity.$inferSelect;
export type NewEvent = typeof attemptEvents.$inferInsert;

/**
 * Whether the attempt was last reopened through a resume (`POST /exams/{id}/attempts/` on it) that
 * no test screen has opened since: the `opened` that follows is that same reopening, not a reload.
 */
export async function isResumeNotYetOpened(db: Executor, attemptId: number): Promise<boolean> {
  const [latest] = await db
    .select({ kind: attemptEvents.kind })
    .from(attemptEvents)
    .where(and(eq(attemptEvents.attemptId, attemptId), inArray(attemptEvents.kind, ['resumed', 'opened'])))
    .orderBy(desc(attemptEvents.id))
    .limit(1);
  return latest?.kind === 'resumed';
}

/** The attempt's totals, locked for the rest of the transaction (created empty on first use). */
export async function lockTotals(db: Executor, attemptId: number): Promise<IntegrityRow> {
  await db.insert(attemptIntegrity).values({ attemptId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(attemptIntegrity)
    .where(eq(attemptIntegrity.attemptId, attemptId))
    .for('update');
  if (!row) throw new Error('attempt_integrity row neither inserted nor found');
  return row;
}

export async function saveTotals(
  db: Executor,
  attemptId: number,
  totals: Omit<IntegrityRow, 'attemptId' | 'updatedAt'>,
) {
  await db
    .update(attemptIntegrity)
    .set({ ...totals, updatedAt: sql`now()` })
    .where(eq(attemptIntegrity.attemptId, attemptId));
}

export async function insertEvents(db: Executor, rows: NewEvent[]) {
  if (rows.length > 0) await db.insert(attemptEvents).values(rows);
}

/** A server-side fact (started, resumed, submitted…): one row, and the count kept in step. */
export async function insertServerEvent(db: Executor, row: NewEvent) {
  await db.insert(attemptEvents).values(row);
  await db
    .insert(attemptIntegrity)
    .values({ attemptId: row.attemptId, eventsKept: 1 })
    .onConflictDoUpdate({
      target: attemptIntegrity.attemptId,
      set: { eventsKept: sql`${attemptIntegrity.eventsKept} + 1`, updatedAt: sql`now()` },
    });
}

export async function setAttemptClient(db: Executor, attemptId: number, clientId: string) {
  await db.update(examAttempts).set({ clientId }).where(eq(examAttempts.id, attemptId));
}

export async function findTotals(db: Executor, attemptId: number) {
  const [row] = await db.select().from(attemptIntegrity).where(eq(attemptIntegrity.attemptId, attemptId));
  return row;
}

export async function listEvents(db: Executor, attemptId: number) {
  return db
    .select()
    .from(attemptEvents)
    .where(eq(attemptEvents.attemptId, attemptId))
    .orderBy(asc(attemptEvents.id));
}

/** When each question's stored answer was last saved, oldest first. */
export async function answerTimes(db: Executor, attemptId: number) {
  const rows = await db
    .select({ savedAt: attemptAnswers.savedAt })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId)))
    .orderBy(asc(attemptAnswers.savedAt));
  return rows.map((row) => row.savedAt.getTime());
}

/** The attempt with its student's name, for the timeline's heading. */
export async function findAttemptWithStudent(db: Executor, attemptId: number) {
  const [row] = await db
    .select({ attempt: examAttempts, studentName: users.fullName })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(examAttempts.id, attemptId))
    .limit(1);
  return row;
}

/** The browser that last held the attempt (null: none reported yet). */
export async function findAttemptClient(db: Executor, attemptId: number) {
  const [row] = await db
    .select({ clientId: examAttempts.clientId })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  return row?.clientId ?? null;
}

export async function userName(db: Executor, userId: number) {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** Each student's integrity totals in the exam, summed over their attempts (for the export). */
export async function totalsByStudent(db: Executor, examId: number) {
  const rows = await db
    .select({
      studentId: examAttempts.studentId,
      timesAway: sql<number>`sum(${attemptIntegrity.timesAway})`.mapWith(Number),
      awayMs: sql<number>`sum(${attemptIntegrity.awayMs})`.mapWith(Number),
      blips: sql<number>`sum(${attemptIntegrity.blips})`.mapWith(Number),
      disconnections: sql<number>`sum(${attemptIntegrity.disconnections})`.mapWith(Number),
      devices: sql<number>`sum(${attemptIntegrity.devices})`.mapWith(Number),
    })
    .from(attemptIntegrity)
    .innerJoin(examAttempts, eq(examAttempts.id, attemptIntegrity.attemptId))
    .where(eq(examAttempts.examId, examId))
    .groupBy(examAttempts.studentId);
  return new Map(rows.map((row) => [row.studentId, row]));
}

/** The browser that held the attempt when it was last released (one device per attempt). */
export async function releasedFrom(db: Executor, attemptId: number) {
  const [row] = await db
    .select({ clientId: attemptEvents.clientId })
    .from(attemptEvents)
    .where(and(eq(attemptEvents.attemptId, attemptId), eq(attemptEvents.kind, 'device_released')))
    .orderBy(desc(attemptEvents.id))
    .limit(1);
  return row?.clientId ?? null;
}

/**
 * Whether this browser has been refused since the attempt last changed hands (a device joined or
 * was released): a refused browser asking again and again is recorded once.
 */
export async function isRefusedAlready(db: Executor, attemptId: number, clientId: string | null) {
  const result = await db.execute(sql`
    select 1 from ${attemptEvents} refused
    where refused.attempt_id = ${attemptId} and refused.kind = 'device_refused'
      and refused.client_id is not distinct from ${clientId}::varchar
      and not exists (select 1 from ${attemptEvents} later
        where later.attempt_id = ${attemptId} and later.kind in ('device_joined', 'device_released')
          and later.id > refused.id)
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * One-device exams: for each attempt in progress, who holds it and the last change of hands
 * (`device_joined`, `device_refused` or `device_released`), for the monitor.
 */
export async function deviceStates(db: Executor, examId: number) {
  const result = await db.execute(sql`
    select a.id, a.client_id, (
      select e.kind from ${attemptEvents} e
      where e.attempt_id = a.id and e.kind in ('device_joined', 'device_refused', 'device_released')
      order by e.id desc limit 1) as last_kind
    from ${examAttempts} a
    where a.exam_id = ${examId} and a.status = 'in_progress'`);
  const rows = (
    result as unknown as { rows: { id: number; client_id: string | null; last_kind: string | null }[] }
  ).rows;
  return new Map(
    rows.map((row) => [Number(row.id), { clientId: row.client_id, lastKind: row.last_kind }] as const),
  );
}

/** One attempt's batch for `heldEvents`: increments to its totals and the rows to keep. */
export type HeldBatch = {
  attemptId: number;
  clientId: string;
  ip: string;
  timesAway: number;
  awayMs: number;
  blips: number;
  disconnections: number;
  away: AwayChange;
  /** The server's clock when the batch came (`away_since` when the student leaves). */
  receivedAt: Date;
  rows: EventRow[];
};

/**
 * The answer save's fast path for integrity events (decision 026), as common table expressions
 * for the answers' own statement (`repository.saveAnswersAndEvents`): the batches of one turn of
 * the event loop, at most one per attempt, given by `heldEventsValues`. A batch is written, its
 * totals added and its rows inserted, only where nothing but counting is to be done: the attempt
 * is in progress and held by the browser that sent it, from the address last seen, and its rows
 * fit under `EVENTS_KEPT_MAX`. The totals are added in the UPDATE itself (no read, no lock held
 * past the statement), so a batch taking the slow path at the same time is taken in turn by the
 * row lock. `held_totals` returns the attempts written; the others go the slow way, which records
 * devices, reloads, addresses and coalescing. The batches and their rows come as two JSON
 * documents, read by `json_to_recordset` in order: one `JSON.stringify` each costs the API less
 * than pg's escaping of an array per field did. The text is built and compiled once.
 */
export const heldEvents: SQL = sql`
    held as (
      select * from json_to_recordset(${sql.placeholder('held_batches')}::json)
        as v(attempt_id int, client_id varchar, ip varchar, kept int, times_away int, away_ms int,
          blips int, disconnections int, away varchar, received_at timestamptz)
    ),
    held_totals as (
      update ${attemptIntegrity} as totals set
        times_away = totals.times_away + v.times_away,
        away_ms = totals.away_ms + v.away_ms,
        blips = totals.blips + v.blips,
        disconnections = totals.disconnections + v.disconnections,
        away_since = case v.away
          when 'clear' then null
          when 'now' then v.received_at
          when 'now_if_home' then coalesce(totals.away_since, v.received_at)
          else totals.away_since end,
        events_kept = totals.events_kept + v.kept,
        updated_at = now()
      from held as v cross join lateral (${attemptById(sql`v.attempt_id`)}) as attempt
      where totals.attempt_id = v.attempt_id
        and attempt.status = 'in_progress' and attempt.client_id = v.client_id
        and totals.last_ip = v.ip
        and totals.events_kept + v.kept <= ${sql.raw(String(EVENTS_KEPT_MAX))}
      returning totals.attempt_id
    ),
    held_events as (
      insert into ${attemptEvents} (attempt_id, kind, client_id, client_at, duration_ms, detail)
      select e.attempt_id, e.kind, e.client_id, e.client_at, e.duration_ms, e.detail
      from rows from (json_to_recordset(${sql.placeholder('held_rows')}::json)
        as (attempt_id int, kind varchar, client_id varchar, client_at timestamptz, duration_ms int,
          detail jsonb))
        with ordinality as e(attempt_id, kind, client_id, client_at, duration_ms, detail, n)
      where e.attempt_id in (select attempt_id from held_totals)
      order by e.n
      returning 1
    )`;

/**
 * The placeholders' values of `heldEvents` for the batches of one statement. Dates go as ISO text:
 * `JSON.stringify` calling each `Date`'s `toJSON` was slower.
 */
export function heldEventsValues(batches: HeldBatch[]): { held_batches: string; held_rows: string } {
  const rows = batches.flatMap((batch) =>
    batch.rows.map((row) => ({
      attempt_id: batch.attemptId,
      kind: row.kind,
      client_id: batch.clientId,
      client_at: row.clientAt.toISOString(),
      duration_ms: row.durationMs,
      detail: row.detail,
    })),
  );
  return {
    held_batches: JSON.stringify(
      batches.map((batch) => ({
        attempt_id: batch.attemptId,
        client_id: batch.clientId,
        ip: batch.ip,
        kept: batch.rows.length,
        times_away: batch.timesAway,
        away_ms: batch.awayMs,
        blips: batch.blips,
        disconnections: batch.disconnections,
        away: batch.away,
        received_at: batch.receivedAt.toISOString(),
      })),
    ),
    held_rows: JSON.stringify(rows),
  };
}
