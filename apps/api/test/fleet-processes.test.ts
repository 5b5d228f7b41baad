import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { DatabaseConnection } from '../src/db/client.ts';
import { attemptEvents, examAttempts } from '../src/db/schema.ts';
import { createAttemptsService } from '../src/modules/exams/taking/attempts-service.ts';
import { bearer, createTestDatabase, DEMO_ACCOUNTS, login } from './helper.ts';

/**
 * Issue #18: two API processes on one PostgreSQL, each with its own connection pool and its own
 * background jobs, as behind a load balancer. What must happen once across the fleet happens
 * once. The tests wait on the work itself, never on a clock.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two API processes on one PostgreSQL', async () => {
  const { env, connect } = await createTestDatabase();
  const databases: DatabaseConnection[] = await Promise.all([connect(), connect()]);
  const processes: App[] = [];
  for (const database of databases) {
    const app = await buildApp({ env, database, serveWeb: false, logger: false });
    await app.ready();
    processes.push(app);
  }
  const [first, second] = processes as [App, App];
  afterAll(async () => {
    for (const app of processes) await app.close();
    for (const database of databases) await database.close();
  });
  const { db } = databases[0]!;

  /** Both demo students start both open platform mock tests: four attempts, one per pair. */
  async function startAttempts(): Promise<number[]> {
    const ids: number[] = [];
    for (const email of [DEMO_ACCOUNTS.student, DEMO_ACCOUNTS.platformStudent]) {
      const { access } = await login(first, 'student', email);
      for (const [index, examId] of [1, 2].entries()) {
        // Half through each process: where an attempt started must not matter.
        const on = index === 0 ? first : second;
        const started = await on.inject({
          method: 'POST',
          url: `/api/exams/${examId}/attempts/`,
          headers: bearer(access),
        });
        expect(started.statusCode, started.body).toBeLessThan(300);
        ids.push(started.json<{ id: number }>().id);
      }
    }
    return ids;
  }

  /** Every process's clock (the server's is the only one that counts) past the attempts' grace. */
  async function pastEveryDeadline(ids: number[]) {
    const rows = await db
      .select({ deadline: examAttempts.deadline })
      .from(examAttempts)
      .where(inArray(examAttempts.id, ids));
    const latest = Math.max(...rows.map((row) => row.deadline.getTime()));
    const later = new Date(latest + 10 * 60 * 1000);
    for (const app of processes) app.context.now = () => later;
  }

  async function expectFinalisedOnce(ids: number[]) {
    const attempts = await db
      .select({ id: examAttempts.id, status: examAttempts.status, score: examAttempts.score })
      .from(examAttempts)
      .where(inArray(examAttempts.id, ids));
    expect(attempts).toHaveLength(ids.length);
    for (const attempt of attempts) {
      expect(attempt.status).toBe('expired');
      expect(attempt.score).not.toBeNull();
    }
    const facts = await db
      .select({ attemptId: attemptEvents.attemptId })
      .from(attemptEvents)
      .where(and(inArray(attemptEvents.attemptId, ids), eq(attemptEvents.kind, 'finalised')));
    expect(facts.map((fact) => fact.attemptId).sort()).toEqual([...ids].sort());
  }

  it('the overdue sweep, run by both processes’ background jobs at once, finalises each attempt once', async () => {
    const ids = await startAttempts();
    await pastEveryDeadline(ids);
    // Both processes take their turn together, as their timers would; one may find the other
    // holding the job's lock and skip. Turns are taken until the work is done.
    for (let turn = 0; turn < 5; turn += 1) {
      await Promise.all(processes.map((app) => app.runBackgroundJobsNow()));
      const open = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(and(inArray(examAttempts.id, ids), eq(examAttempts.status, 'in_progress')));
      if (open.length === 0) break;
    }
    await expectFinalisedOnce(ids);
    // Another round finds nothing left to do and records nothing more.
    await Promise.all(processes.map((app) => app.runBackgroundJobsNow()));
    await expectFinalisedOnce(ids);
    for (const app of processes) app.context.now = () => new Date();
  });

  it('even two sweeps racing without the job lock finalise each attempt once (the attempt’s row is locked)', async () => {
    await db.delete(examAttempts);
    const ids = await startAttempts();
    await pastEveryDeadline(ids);
    // Whichever locks an attempt's row first finishes it; the other then finds it finished.
    await Promise.all(processes.map((app) => createAttemptsService(app.context).sweepOverdue()));
    await expectFinalisedOnce(ids);
    for (const app of processes) app.context.now = () => new Date();
  });

  it('a refresh token presented to both processes at once: one rotates it, the other is reuse and ends the family', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { refresh } = await login(first, 'student', DEMO_ACCOUNTS.student);
      const answers = await Promise.all(
        processes.map((app) =>
          app.inject({ method: 'POST', url: '/api/auth/refresh/', cookies: { vidya_refresh: refresh } }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 401]);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      const rotated = winner.cookies.find((cookie) => cookie.name === 'vidya_refresh')?.value;
      expect(rotated).toBeDefined();
      // Reuse ends the whole family, the winner's new token included, on either process.
      for (const app of processes) {
        const again = await app.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          cookies: { vidya_refresh: rotated! },
        });
        expect(again.statusCode).toBe(401);
      }
    }
  });
});
