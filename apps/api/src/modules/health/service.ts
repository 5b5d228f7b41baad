import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { HealthResponse, NotReadyResponse, ReadinessResponse } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';

/** How long one database ping answers for: load balancers poll often, the database need not notice. */
const PING_TTL_MS = 1000;

/** The newest migration this build carries (drizzle records its `when` as `created_at`). */
function newestMigrationMillis(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export function createHealthService(ctx: AppContext, migrationsDir = MIGRATIONS_DIR) {
  const startedAt = Date.now();
  const newestMigration = newestMigrationMillis(migrationsDir);
  let lastPing: { at: number; up: Promise<boolean> } | undefined;
  let lastMigrations: { at: number; applied: Promise<boolean> } | undefined;

  const isDatabaseUp = (now: number) => {
    if (!lastPing || now - lastPing.at >= PING_TTL_MS) lastPing = { at: now, up: ctx.database.ping() };
    return lastPing.up;
  };

  // Applied at start under a lock (db/client.ts); still asked, since the database may have been
  // restored from an older backup or pointed elsewhere since.
  const areMigrationsApplied = (now: number) => {
    if (!lastMigrations || now - lastMigrations.at >= PING_TTL_MS) {
      lastMigrations = {
        at: now,
        applied: ctx.database.db
          .execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
          .then(
            (result) => {
              const [row] = (result as unknown as { rows: { newest: string | null }[] }).rows;
              return Number(row?.newest ?? 0) >= newestMigration;
            },
            () => false,
          ),
      };
    }
    return lastMigrations.applied;
  };

  const liveness = async (now: number): Promise<HealthResponse> => {
    const isUp = await isDatabaseUp(now);
    return {
      status: isUp ? 'ok' : 'unavailable',
      database: isUp ? 'up' : 'down',
      uptime_seconds: Math.round((now - startedAt) / 1000),
    };
  };

  return {
    /** Liveness: the process and its database. */
    check: () => liveness(Date.now()),

    /** Readiness: liveness, Redis when configured, every migration applied, and not draining. */
    async ready(isDraining: boolean): Promise<ReadinessResponse | NotReadyResponse> {
      const now = Date.now();
      const [live, migrationsApplied] = await Promise.all([liveness(now), areMigrationsApplied(now)]);
      // ioredis keeps reconnecting by itself; `ready` is a connection that answers commands.
      const redis = ctx.redis ? (ctx.redis.status === 'ready' ? 'up' : 'down') : 'not_configured';
      const report: ReadinessResponse = {
        ...live,
        redis,
        migrations: migrationsApplied ? 'applied' : 'pending',
        draining: isDraining,
      };
      const problems = [
        isDraining && 'the server is shutting down',
        live.database === 'down' && 'the database cannot be reached',
        redis === 'down' && 'Redis cannot be reached',
        !migrationsApplied && 'the database lacks migrations this version needs',
      ].filter((problem) => problem !== false);
      if (problems.length === 0) return { ...report, status: 'ok' };
      return {
        ...report,
        status: 'unavailable',
        detail: `Not ready: ${problems.join('; ')}.`,
        code: 'unavailable',
      };
    },
  };
}
