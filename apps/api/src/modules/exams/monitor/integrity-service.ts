import {
  DEVICE_HELD_DETAIL,
  type AttemptEventsReceipt,
  type AttemptTimeline,
  type DeviceRelease,
  type DeviceState,
  type IntegritySummary,
  type ServerEventKind,
  type TimelineEvent,
} from '@vidya/contract';
import type { AppContext } from '../../../context.ts';
import type { Executor } from '../../../db/client.ts';
import type { AccessIdentity } from '../../../lib/access-tokens.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { insertAuditEvent } from '../../audit/index.ts';
import { requireStudentId } from '../../identity/index.ts';
import { examCache } from '../exam-cache.ts';
import * as integrityRepository from './integrity-repository.ts';
import { checkBatch, measure, measureDelta, userAgentFamily } from './integrity-rules.ts';
import { examWriter } from '../taking/exam-writer.ts';
import * as repository from '../repository.ts';
import type { ExamsService } from '../service.ts';

/** Who sent a batch: the browser's id for the attempt, and what the request says about it. */
export type EventSource = { clientId?: string | undefined; ip: string; userAgent?: string | undefined };

/**
 * One device per attempt (docs/exams.md): `exam_attempts.client_id` of an attempt the invigilator
 * released. No browser's id looks like it (ids are letters, digits, dashes and underscores), so the
 * next browser other than the one released takes the attempt.
 */
export const RELEASED_HOLDER = '~released';

/** What a browser other than the holder is told, whatever it asked for. */
export const deviceHeld = () => new AppError('device_held', DEVICE_HELD_DETAIL);

/**
 * The one-device rule: the browser holding the attempt goes on (`same`); an attempt nobody holds
 * yet, or one released, goes to the browser opening it (`new`), except the one it was released
 * from; any other browser is `refused`. A request with no client id is refused once a browser holds it.
 */
async function deviceVerdict(
  executor: Executor,
  attemptId: number,
  holder: string | null,
  clientId: string | undefined,
): Promise<'same' | 'new' | 'refused'> {
  if (clientId !== undefined && holder === clientId) return 'same';
  if (holder === null) return 'new';
  if (holder === RELEASED_HOLDER && clientId !== undefined) {
    const releasedFrom = await integrityRepository.releasedFrom(executor, attemptId);
    return releasedFrom === clientId ? 'refused' : 'new';
  }
  return 'refused';
}

/** Attempts each process remembers the owner and start of (a few MB); past it, it starts again. */
const ATTEMPTS_REMEMBERED = 100_000;

/** A batch refused after the answer that came with it was stored: the student must know both. */
const refusedAfterSave = (detail: string) =>
  new AppError(
    'activity_refused_after_save',
    `Your answer was saved, but the activity sent with it was refused: ${detail}`,
  );

/** The summary the monitor and the export show, from an `attempt_integrity` row (or none yet). */
export function toSummary(
  row:
    | Pick<
        integrityRepository.IntegrityRow,
        'timesAway' | 'awayMs' | 'blips' | 'disconnections' | 'devices' | 'awaySince'
      >
    | undefined
    | null,
): IntegritySummary {
  return {
    times_away: row?.timesAway ?? 0,
    away_ms: row?.awayMs ?? 0,
    blips: row?.blips ?? 0,
    disconnections: row?.disconnections ?? 0,
    devices: row?.devices ?? 0,
    away_since: row?.awaySince?.toISOString() ?? null,
  };
}

/**
 * Who owns each attempt this process has seen saves or events for, and when it began (neither ever
 * changes, so every process of the fleet may keep its own): the events riding a save are checked
 * against them without a read. One map per app, shared by every route's service: the test screen's
 * `opened` (the events route) is what lets its first answer's events ride that answer.
 */
const attemptsSeenByApp = new WeakMap<AppContext, Map<number, { userId: number; startedAt: Date }>>();
function attemptsSeenBy(ctx: AppContext) {
  let seen = attemptsSeenByApp.get(ctx);
  if (!seen) {
    seen = new Map();
    attemptsSeenByApp.set(ctx, seen);
  }
  return seen;
}

/**
 * The exam integrity log (issue #22, docs/exams.md): events the test screen sends with its answer
 * saves (or alone), the server's own facts, and the timeline colleges and admins read. A student
 * writes only to their own attempt in progress, and nobody edits or deletes an event.
 */
export function createIntegrityService(ctx: AppContext, exams: Pick<ExamsService, 'requireManageableExam'>) {
  const { db } = ctx.database;
  const cache = examCache(ctx);

  const attemptsSeen = attemptsSeenBy(ctx);
  const remember = (attemptId: number, userId: number, startedAt: Date) => {
    if (attemptsSeen.size >= ATTEMPTS_REMEMBERED) attemptsSeen.clear();
    attemptsSeen.set(attemptId, { userId, startedAt });
  };

  /** Whether the attempt's exam lets only one browser answer it (from the exam cache). */
  async function isOneDevice(examId: number) {
    return (await cache.get(examId))?.exam.oneDevicePerAttempt ?? false;
  }

  /** A refused browser, recorded once until the attempt changes hands (the monitor shows it). */
  async function recordRefusal(executor: Executor, attemptId: number, source: EventSource) {
    const clientId = source.clientId ?? null;
    if (await integrityRepository.isRefusedAlready(executor, attemptId, clientId)) return;
    await integrityRepository.insertServerEvent(executor, {
      attemptId,
      kind: 'device_refused',
      clientId,
      receivedAt: ctx.now(),
      detail: { browser: userAgentFamily(source.userAgent), ip: source.ip },
    });
  }

  /**
   * Stores a checked batch in one transaction with the totals, the devices and the address. A new
   * client id is a device joining; the same one opening the test screen again is a reload; a new IP
   * address on the same attempt is recorded with both addresses.
   */
  async function store(
    attempt: repository.AttemptRow,
    rawEvents: unknown,
    source: EventSource,
    oneDevice: boolean,
  ): Promise<AttemptEventsReceipt> {
    const now = ctx.now();
    const checked = checkBatch(rawEvents ?? [], { startedAt: attempt.startedAt, now });
    if (!checked.ok) throw new AppError('activity_invalid', checked.detail);
    const { events } = checked;
    if (events.length === 0 && !source.clientId && !oneDevice) return { kept: 0, coalesced: 0 };
    const receipt = await db.transaction(async (tx) => {
      const current = await integrityRepository.lockTotals(tx, attempt.id);
      const facts: integrityRepository.NewEvent[] = [];
      let devices = current.devices;
      if (oneDevice) {
        // Under the totals' row lock: two browsers opening the attempt at once are taken in turn.
        const holder = await integrityRepository.findAttemptClient(tx, attempt.id);
        if ((await deviceVerdict(tx, attempt.id, holder, source.clientId)) === 'refused') {
          await recordRefusal(tx, attempt.id, source);
          return null;
        }
      }
      if (source.clientId) {
        const holder = await integrityRepository.findAttemptClient(tx, attempt.id);
        const family = userAgentFamily(source.userAgent);
        if (holder !== source.clientId) {
          devices += 1;
          facts.push({
            attemptId: attempt.id,
            kind: 'device_joined',
            clientId: source.clientId,
            detail: {
              device: devices,
              browser: family,
              ip: source.ip,
              ...(holder === RELEASED_HOLDER && { after_release: 1 }),
            },
          });
          await integrityRepository.setAttemptClient(tx, attempt.id, source.clientId);
        } else if (
          events.some((event) => event.kind === 'opened') &&
          // Reopened through "Resume exam": the server has recorded it as resumed already.
          !(await integrityRepository.isResumeNotYetOpened(tx, attempt.id))
        ) {
          facts.push({
            attemptId: attempt.id,
            kind: 'reloaded',
            clientId: source.clientId,
            detail: { browser: family, ip: source.ip },
          });
        }
      }
      if (current.lastIp && current.lastIp !== source.ip) {
        facts.push({
          attemptId: attempt.id,
          kind: 'ip_changed',
          clientId: source.clientId ?? null,
          detail: { from: current.lastIp, to: source.ip },
        });
      }
      const measured = measure(current, events, now);
      const rows = measured.rows.map((row) => ({
        attemptId: attempt.id,
        kind: row.kind,
        clientId: source.clientId ?? null,
        clientAt: row.clientAt,
        durationMs: row.durationMs,
        detail: row.detail,
      }));
      await integrityRepository.insertEvents(tx, [...facts, ...rows]);
      await integrityRepository.saveTotals(tx, attempt.id, {
        ...measured.totals,
        eventsKept: measured.totals.eventsKept + facts.length,
        devices,
        lastIp: source.ip,
      });
      return {
        kept: rows.length,
        coalesced: measured.totals.eventsCoalesced - current.eventsCoalesced,
      };
    });
    // Thrown once the refusal is committed, so the invigilator sees it.
    if (receipt === null) throw deviceHeld();
    return receipt;
  }

  return {
    /** The student's batch for their own attempt in progress; someone else's is 404. */
    async record(
      caller: AccessIdentity,
      attemptId: number,
      body: { client_id?: string | undefined; events?: unknown },
      source: Omit<EventSource, 'clientId'>,
      answerSaved = false,
    ): Promise<AttemptEventsReceipt> {
      const studentId = await requireStudentId(db, caller, 'Only students take exams.');
      const attempt = await repository.findAttempt(db, attemptId);
      if (!attempt || attempt.studentId !== studentId)
        throw notFound('attempt_not_found', 'Attempt not found.');
      remember(attempt.id, caller.userId, attempt.startedAt);
      if (attempt.status !== 'in_progress') {
        if (answerSaved) return { kept: 0, coalesced: 0 };
        throw new AppError('attempt_finished', 'This attempt is finished: nothing more is recorded.');
      }
      try {
        const oneDevice = await isOneDevice(attempt.examId);
        return await store(attempt, body.events, { ...source, clientId: body.client_id }, oneDevice);
      } catch (error) {
        if (answerSaved && error instanceof AppError && error.code === 'activity_invalid') {
          throw refusedAfterSave(error.message);
        }
        throw error;
      }
    },

    /**
     * Starts writing the batch that comes with an answer save, beside the answer (decision 026),
     * when it can only be counted: from a browser naming itself, valid, with no `opened`, for an
     * attempt this process has seen to be the caller's, whose start it knows. The group-commit statement
     * (exam-writer.ts) writes it only if that browser holds the attempt, from the address last
     * seen, with room under the cap; `finishWithAnswer` sends anything else the slow way.
     */
    startWithAnswer(
      caller: AccessIdentity,
      attemptId: number,
      body: { client_id?: string | undefined; events?: unknown },
      source: Omit<EventSource, 'clientId'>,
    ): Promise<boolean> | undefined {
      const clientId = body.client_id;
      const seen = attemptsSeen.get(attemptId);
      if (clientId === undefined || seen?.userId !== caller.userId) return undefined;
      const now = ctx.now();
      const checked = checkBatch(body.events ?? [], { startedAt: seen.startedAt, now });
      if (!checked.ok || checked.events.length === 0) return undefined;
      const delta = measureDelta(checked.events, now);
      if (!delta) return undefined;
      // A failed write is retried the slow way, which reports the failure if it lasts.
      return examWriter(ctx)
        .addEvents({ attemptId, clientId, ip: source.ip, receivedAt: now, ...delta })
        .catch(() => false);
    },

    /**
     * Records the batch that came with an answer once the answer is stored (`saved`: the row the
     * group-commit writer stored, with the attempt as its statement found it; nothing when the
     * answer went the slow way), a refused batch answering 400 after it. Written already beside
     * the answer (`started` resolved true): done. From the browser holding the attempt, at the
     * address last seen, an empty batch needs nothing written (the test screen sends its client id
     * with every save) and another one joins the turn's statement. Anything else, a device
     * joining, a reload, a new address, the cap reached, goes through `record`.
     */
    async finishWithAnswer(
      caller: AccessIdentity,
      attemptId: number,
      body: { client_id?: string | undefined; events?: unknown },
      source: Omit<EventSource, 'clientId'>,
      saved: repository.SavedAnswerRow | undefined,
      started: Promise<boolean> | undefined,
    ): Promise<void> {
      if (started && (await started)) return;
      const clientId = body.client_id;
      // Stored by the group commit: the attempt is the caller's.
      if (saved) remember(attemptId, caller.userId, saved.attemptStartedAt);
      if (saved && clientId !== undefined && saved.holder === clientId && saved.lastIp === source.ip) {
        const now = ctx.now();
        const checked = checkBatch(body.events ?? [], { startedAt: saved.attemptStartedAt, now });
        if (!checked.ok) throw refusedAfterSave(checked.detail);
        if (checked.events.length === 0) return;
        const delta = measureDelta(checked.events, now);
        const held = { attemptId, clientId, ip: source.ip, receivedAt: now };
        if (!started && delta && (await examWriter(ctx).addEvents({ ...held, ...delta }))) return;
      }
      await this.record(caller, attemptId, body, source, true);
    },

    /**
     * One device per attempt, for a request that reads the attempt or saves an answer: nothing on
     * an exam without the option or for the browser that may answer; otherwise the refusal is
     * recorded (once) and thrown as 409 `device_held`.
     */
    async admit(attempt: repository.AttemptRow, source: EventSource): Promise<void> {
      if (attempt.status !== 'in_progress' || !(await isOneDevice(attempt.examId))) return;
      const verdict = await deviceVerdict(db, attempt.id, attempt.clientId, source.clientId);
      if (verdict !== 'refused') return;
      await db.transaction(async (tx) => {
        await integrityRepository.lockTotals(tx, attempt.id);
        await recordRefusal(tx, attempt.id, source);
      });
      throw deviceHeld();
    },

    /**
     * The invigilator hands a one-device attempt to the next other browser that opens it (a
     * student whose laptop died): the browser holding it is refused from now on. Recorded on the
     * timeline with who released it, and in the audit trail. Releasing again before another browser
     * came changes nothing.
     */
    async releaseDevice(caller: AccessIdentity, attemptId: number): Promise<DeviceRelease> {
      const found = await integrityRepository.findAttemptWithStudent(db, attemptId);
      if (!found) throw notFound('attempt_not_found', 'Attempt not found.');
      const exam = await exams.requireManageableExam(caller, found.attempt.examId);
      const name = found.studentName;
      const done = {
        attempt: found.attempt.id,
        student: found.attempt.studentId,
        student_name: name,
        detail: `${name}'s attempt will continue on the next device that opens it.`,
      };
      if (!exam.oneDevicePerAttempt) {
        throw new AppError(
          'device_release_not_needed',
          'This exam lets an attempt continue on any device: there is nothing to release.',
        );
      }
      return db.transaction(async (tx) => {
        const attempt = await repository.lockAttempt(tx, attemptId);
        if (!attempt || attempt.status !== 'in_progress') {
          throw new AppError(
            'attempt_finished',
            `${name}'s attempt is finished: there is nothing to release.`,
          );
        }
        if (attempt.clientId === RELEASED_HOLDER) return done;
        if (attempt.clientId === null) {
          throw new AppError(
            'device_not_held_yet',
            `No device has opened ${name}'s attempt yet: the first one to open it will hold it.`,
            { values: { name } },
          );
        }
        await integrityRepository.setAttemptClient(tx, attempt.id, RELEASED_HOLDER);
        const releasedBy = (await integrityRepository.userName(tx, caller.userId)) ?? `user ${caller.userId}`;
        await integrityRepository.insertServerEvent(tx, {
          attemptId: attempt.id,
          kind: 'device_released',
          clientId: attempt.clientId,
          receivedAt: ctx.now(),
          detail: { released_by: releasedBy, released_by_role: caller.role },
        });
        await insertAuditEvent(tx, {
          actorUserId: caller.userId,
          action: 'exam.release_device',
          targetType: 'student',
          targetId: attempt.studentId,
          reason: `Attempt ${attempt.id} of exam ${exam.id} "${exam.title}" released to a new device`,
        });
        return done;
      });
    },

    /** One-device exams: each attempt in progress's device state, for the monitor. */
    async deviceStates(examId: number): Promise<Map<number, DeviceState | null>> {
      const rows = await integrityRepository.deviceStates(db, examId);
      return new Map(
        [...rows].map(([attemptId, row]): [number, DeviceState | null] => [
          attemptId,
          row.clientId === RELEASED_HOLDER
            ? 'released'
            : row.lastKind === 'device_refused'
              ? 'refused'
              : row.clientId === null
                ? null
                : 'held',
        ]),
      );
    },

    /** A fact only the server knows (started, resumed, extra time, submitted, finalised). */
    async serverEvent(
      executor: Executor,
      attemptId: number,
      kind: ServerEventKind,
      detail: Record<string, string | number> | null = null,
    ) {
      await integrityRepository.insertServerEvent(executor, {
        attemptId,
        kind,
        receivedAt: ctx.now(),
        detail,
      });
    },

    /** Every event of the attempt in order, for the exam's college (its own exams) or an admin. */
    async timeline(caller: AccessIdentity, attemptId: number): Promise<AttemptTimeline> {
      const found = await integrityRepository.findAttemptWithStudent(db, attemptId);
      if (!found) throw notFound('attempt_not_found', 'Attempt not found.');
      const exam = await exams.requireManageableExam(caller, found.attempt.examId);
      const [totals, rows, answerTimes] = await Promise.all([
        integrityRepository.findTotals(db, attemptId),
        integrityRepository.listEvents(db, attemptId),
        integrityRepository.answerTimes(db, attemptId),
      ]);
      let previous = -Infinity;
      const events: TimelineEvent[] = rows.map((row) => {
        const at = row.receivedAt.getTime();
        const answeredSince = answerTimes.filter((time) => time > previous && time <= at).length;
        previous = at;
        return {
          id: row.id,
          kind: row.kind as TimelineEvent['kind'],
          client_at: row.clientAt?.toISOString() ?? null,
          received_at: row.receivedAt.toISOString(),
          duration_ms: row.durationMs,
          detail: (row.detail as TimelineEvent['detail']) ?? null,
          answered_since: answeredSince,
        };
      });
      return {
        attempt: found.attempt.id,
        exam: exam.id,
        exam_title: exam.title,
        student: found.attempt.studentId,
        student_name: found.studentName,
        status: found.attempt.status,
        summary: toSummary(totals),
        events_coalesced: totals?.eventsCoalesced ?? 0,
        events,
      };
    },
  };
}

export type IntegrityService = ReturnType<typeof createIntegrityService>;
