// EXPLAIN (ANALYZE, BUFFERS) of every statement the dashboards run, on the large fixture: the
// repository functions themselves are called on a pool that first explains each read it is handed,
// so what is explained is exactly what the API sends (drizzle's own SQL included).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import * as dashboard from '../../apps/api/src/modules/admin-dashboard/repository.ts';
import * as exams from '../../apps/api/src/modules/exams/repository.ts';
import * as identity from '../../apps/api/src/modules/identity/repository.ts';
import * as student from '../../apps/api/src/modules/students/dashboard-repository.ts';

export type ExplainedStatement = {
  /** The dashboard part that ran it. */
  part: string;
  sql: string;
  executionMs: number;
  planningMs: number;
  /** Shared buffers read from disk or the OS cache, and hit in PostgreSQL's own. */
  sharedRead: number;
  sharedHit: number;
  /** The plan's node types, outermost first (e.g. Seq Scan on exam_attempts). */
  nodes: string[];
  plan: string;
};

type QueryConfig = { text: string; values?: unknown[]; rowMode?: string; name?: string };

/** A pg pool that explains each read before running it, and keeps what it saw. */
class ExplainingPool extends pg.Pool {
  part = '';
  explained: ExplainedStatement[] = [];

  // pg's overloads are many; drizzle calls query(config) or query(text, values).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async query(config: any, values?: any): Promise<any> {
    return this.explainThen((c, v) => super.query(c as never, v as never), config, values);
  }

  async explainThen(
    run: (config: unknown, values?: unknown) => Promise<unknown>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    config: any,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    values?: any,
  ): Promise<unknown> {
    const text: string = typeof config === 'string' ? config : (config as QueryConfig).text;
    const params: unknown[] | undefined =
      typeof config === 'string' ? values : ((config as QueryConfig).values ?? values);
    if (/^\s*(select|with)\b/i.test(text)) {
      const result = (await run({
        text: `explain (analyze, buffers, format json) ${text}`,
        values: params,
      })) as { rows: { 'QUERY PLAN': unknown }[] };
      const [root] = result.rows[0]?.['QUERY PLAN'] as [Record<string, unknown>];
      const textPlan = (await run({
        text: `explain (analyze, buffers) ${text}`,
        values: params,
      })) as { rows: { 'QUERY PLAN': string }[] };
      const nodes: string[] = [];
      const walk = (node: Record<string, unknown>) => {
        const relation = node['Relation Name'] ? ` on ${String(node['Relation Name'])}` : '';
        const index = node['Index Name'] ? ` using ${String(node['Index Name'])}` : '';
        nodes.push(`${String(node['Node Type'])}${relation}${index}`);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      const plan = root.Plan as Record<string, unknown>;
      walk(plan);
      this.explained.push({
        part: this.part,
        sql: text.replace(/\s+/g, ' ').trim(),
        executionMs: Number(root['Execution Time']),
        planningMs: Number(root['Planning Time']),
        sharedRead: Number(plan['Shared Read Blocks'] ?? 0),
        sharedHit: Number(plan['Shared Hit Blocks'] ?? 0),
        nodes,
        plan: textPlan.rows.map((row) => row['QUERY PLAN']).join('\n'),
      });
    }
    return run(config, values);
  }
}

/**
 * Runs the reads of the admin dashboard (analytics and its version, the growth series for 30, 90
 * and 365 days, recent activity's first and tenth page and its count) and of one student's
 * dashboard (its one statement; the results /exams/performance/ reads) and streak.
 */
export async function explainDashboards(url: string, studentId: number): Promise<ExplainedStatement[]> {
  const pool = new ExplainingPool({ connectionString: url, max: 1 });
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const now = new Date();
  const part = async (name: string, run: () => Promise<unknown>) => {
    pool.part = name;
    await run();
  };
  try {
    await part('analytics: version', () => dashboard.analyticsVersion(db));
    await part('analytics: counts', () => dashboard.countAnalytics(db, now));
    // The series runs in a transaction with JIT off (SET LOCAL); here on the pool's one session,
    // so that the pool sees (and explains) its statement.
    const inSession = Object.assign(Object.create(db) as Database, {
      transaction: (run: (tx: Database) => Promise<unknown>) => run(db),
    });
    await db.execute(sql`set jit = off`);
    for (const days of [30, 90, 365, 1]) {
      await part(days === 1 ? 'growth metrics: today' : `growth metrics: ${days} days`, () =>
        dashboard.growthSeries(inSession, now, days),
      );
    }
    await db.execute(sql`reset jit`);
    await part('recent activity: page 1', () => dashboard.listActivity(db, now, { offset: 0, limit: 10 }));
    await part('recent activity: page 10', () => dashboard.listActivity(db, now, { offset: 90, limit: 10 }));
    await part('recent activity: count', () => dashboard.countStoredActivity(db));
    await part('recent activity: count version', () => dashboard.activityVersion(db, now));
    pool.part = 'student dashboard: find student';
    const found = await identity.findStudentStanding(db, studentId);
    if (!found) throw new Error(`student ${studentId} not found`);
    await part('student dashboard: every figure (one statement)', () =>
      db.execute(student.dashboardFiguresStatement(studentId, now, now, 20).query),
    );
    await part('exams/performance: finished attempts', () => exams.finishedAttemptsOfStudent(db, studentId));
    await part('streak: activity days', () => student.activityDays(db, studentId, now));
    return pool.explained;
  } finally {
    await pool.end();
  }
}
