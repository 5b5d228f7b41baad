import type {
  AttemptEventsReceipt,
  AttemptTimeline,
  IntegritySummary,
  ServerEventKind,
  TimelineEvent,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireStudentId } from '../students/identity.ts';
import * as integrityRepository from './integrity-repository.ts';
import { checkBatch, measure, userAgentFamily } from './integrity-rules.ts';
import * as repository from './repository.ts';
import type { ExamsService } from './service.ts';

/** Who sent a batch: the browser's id for the attempt, and what the request says about it. */
export type EventSource = { clientId?: string | undefined; ip: string; userAgent?: string | undefined };

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
 * The exam integrity log (issue #22, docs/exams.md): events the test screen sends with its answer
 * saves (or alone), the server's own facts, and the timeline colleges and admins read. A student
 * writes only to their own attempt in progress, and nobody edits or deletes an event.
 */
export function createIntegrityService(ctx: AppContext, exams: Pick<ExamsService, 'requireManageableExam'>) {
  const { db } = ctx.database;

  /**
   * Stores a checked batch in one transaction with the totals, the devices and the address. A new
   * client id is a device joining; the same one opening the test screen again is a reload; a new IP
   * address on the same attempt is recorded with both addresses.
   */
  async function store(
    attempt: repository.AttemptRow,
    rawEvents: unknown,
    source: EventSource,
  ): Promise<AttemptEventsReceipt> {
    const now = ctx.now();
    const checked = checkBatch(rawEvents ?? [], { startedAt: attempt.startedAt, now });
    if (!checked.ok) throw new AppError('invalid', checked.detail);
    const { events } = checked;
    if (events.length === 0 && !source.clientId) return { kept: 0, coalesced: 0 };
    return db.transaction(async (tx) => {
      const current = await integrityRepository.lockTotals(tx, attempt.id);
      const facts: integrityRepository.NewEvent[] = [];
      let devices = current.devices;
      if (source.clientId) {
        const holder = await integrityRepository.findAttemptClient(tx, attempt.id);
        const family = userAgentFamily(source.userAgent);
        if (holder !== source.clientId) {
          devices += 1;
          facts.push({
            attemptId: attempt.id,
            kind: 'device_joined',
            clientId: source.clientId,
            detail: { device: devices, browser: family, ip: source.ip },
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
      if (!attempt || attempt.studentId !== studentId) throw notFound('Attempt not found.');
      if (attempt.status !== 'in_progress') {
        if (answerSaved) return { kept: 0, coalesced: 0 };
        throw new AppError('conflict', 'This attempt is finished: nothing more is recorded.');
      }
      try {
        return await store(attempt, body.events, { ...source, clientId: body.client_id });
      } catch (error) {
        if (answerSaved && error instanceof AppError && error.code === 'invalid') {
          throw new AppError(
            'invalid',
            `Your answer was saved, but the activity sent with it was refused: ${error.message}`,
          );
        }
        throw error;
      }
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
      if (!found) throw notFound('Attempt not found.');
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
