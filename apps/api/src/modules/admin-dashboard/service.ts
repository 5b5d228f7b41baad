import type {
  AdminDashboardAnalytics,
  GrowthDay,
  GrowthMetrics,
  GrowthPeriod,
  HealthStatus,
  RecentActivityItem,
  RecentActivityPage,
  SystemHealth,
} from '@vidya/contract';
import { PAGE_SIZES } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import {
  activityVersion,
  analyticsVersion,
  countAnalytics,
  countStoredActivity,
  growthSeries,
  listActivity,
  type ActivityRow,
  type AnalyticsCounts,
} from './repository.ts';
import { indianDateOf } from '../exams/index.ts';
import { requestWindowOf } from './request-window.ts';

/** How long the analytics are served from memory at most (decision 024). */
export const ANALYTICS_TTL_MS = 60_000;

/**
 * How long the growth series' closed days (before today, IST) are kept in memory (decision 031):
 * they change only when something is deleted or backdated. Today's figures are always counted.
 */
export const GROWTH_PAST_TTL_MS = 10 * 60_000;
/**
 * How long a whole growth answer (per period) is served from memory at most (decision 031): the
 * analytics' bound. It is counted afresh sooner when the analytics version moves (an admin change,
 * a sign-up) or the IST date changes.
 */
export const GROWTH_ANSWER_TTL_MS = ANALYTICS_TTL_MS;
/** The longest series; shorter ones are its tail. */
const GROWTH_DAYS_MAX = 365;

/**
 * Thresholds of the system health (docs/analytics.md). 'down' when the database does not answer;
 * 'degraded' when any of the others is passed; 'healthy' otherwise.
 */
export const HEALTH_THRESHOLDS = {
  /** Share of 5xx over the last 5 minutes, per cent, counted once there are this many requests. */
  errorRatePercent: 5,
  minimumRequests: 20,
  p95Ms: 2000,
  databaseRoundTripMs: 500,
} as const;

const PROBE_TIMEOUT_MS = 2000;

type Cached = { version: string; storedAt: number; figures: AnalyticsCounts; lastUpdated: Date };
const cacheByContext = new WeakMap<AppContext, Cached>();
const startedAtByContext = new WeakMap<AppContext, number>();
/** The closed days of the longest series, by the IST date they end before (one load at a time). */
type PastGrowth = { today: string; storedAt: number; refreshing: boolean; days: Promise<GrowthDay[]> };
const pastGrowthByContext = new WeakMap<AppContext, PastGrowth>();
/** Each period's last answer, with what it was counted under; one count at a time per period. */
type GrowthAnswer = { today: string; version: string; storedAt: number; answer: Promise<GrowthMetrics> };
const growthAnswersByContext = new WeakMap<AppContext, Map<GrowthPeriod, GrowthAnswer>>();
/** The feed's stored rows counted, while their fingerprint stays (decision 031). */
type StoredCount = { version: string; storedAt: number; count: number };
const activityCountByContext = new WeakMap<AppContext, StoredCount>();

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

function growth(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 1000) / previous) / 10;
}

function toAnalytics(cached: Cached, cacheHit: boolean): AdminDashboardAnalytics {
  const { students, colleges, courses, exams } = cached.figures;
  return {
    students: {
      total: students.total,
      with_college: students.withCollege,
      new_7d: students.new7d,
      new_30d: students.new30d,
      growth_30d: growth(students.new30d, students.previous30d),
    },
    colleges: {
      total: colleges.total,
      pending: colleges.pending,
      registered: colleges.registered,
      new_30d: colleges.new30d,
      approval_rate: rate(colleges.registered, colleges.total),
    },
    courses: {
      total: courses.total,
      published: courses.published,
      draft: courses.total - courses.published,
      new_30d: courses.new30d,
      publish_rate: rate(courses.published, courses.total),
    },
    exams: {
      total: exams.total,
      active: exams.active,
      course_based: exams.platform,
      college_based: exams.college,
      activity_rate: rate(exams.active, exams.total),
    },
    system: { last_updated: cached.lastUpdated.toISOString(), cache_hit: cacheHit },
  };
}

function activityItem(row: ActivityRow): RecentActivityItem {
  const fallback = row.targetType ? `${row.targetType} #${row.targetId ?? ''}` : `#${row.id}`;
  return {
    id: `${row.kind}:${row.id}`,
    kind: row.kind,
    at: row.at.toISOString(),
    action: row.action,
    actor_email: row.actorEmail,
    subject: row.subject ?? fallback,
    amount: row.amountPaise === null ? null : row.amountPaise / 100,
  };
}

/** Resolves with how long `probe` took in ms, or null when it failed or took too long. */
async function timed(probe: () => Promise<unknown>): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const ok = await Promise.race([
      probe().then((value) => value !== false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      }),
    ]);
    return ok ? Math.round((performance.now() - started) * 10) / 10 : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function createAdminDashboardService(ctx: AppContext) {
  const { db } = ctx.database;
  if (!startedAtByContext.has(ctx)) startedAtByContext.set(ctx, Date.now());

  /** Counts a period's series: the closed days from memory (see `growthMetrics`), today live. */
  async function countGrowth(days: GrowthPeriod, now: Date): Promise<GrowthMetrics> {
    const [today] = await growthSeries(db, now, 1);
    if (!today) throw new Error('the growth series has no today');
    const load = (): PastGrowth => {
      const loading: PastGrowth = {
        today: today.date,
        storedAt: Date.now(),
        refreshing: false,
        days: growthSeries(db, now, GROWTH_DAYS_MAX).then((series) =>
          series.filter((day) => day.date < today.date),
        ),
      };
      // A failed load is not kept: the next call tries again.
      loading.days.catch(() => {
        if (pastGrowthByContext.get(ctx) === loading) pastGrowthByContext.delete(ctx);
      });
      return loading;
    };
    let past = pastGrowthByContext.get(ctx);
    if (!past || past.today !== today.date) {
      past = load();
      pastGrowthByContext.set(ctx, past);
    } else if (Date.now() - past.storedAt >= GROWTH_PAST_TTL_MS && !past.refreshing) {
      // Older than 10 minutes on the same date: counted again in the background while the
      // calls meanwhile still use these days (a year takes seconds on a university's data).
      const current = past;
      current.refreshing = true;
      const next = load();
      next.days.then(
        () => {
          if (pastGrowthByContext.get(ctx) === current) pastGrowthByContext.set(ctx, next);
        },
        () => {
          current.refreshing = false;
        },
      );
    }
    const closed = await past.days;
    return { days, series: [...closed.slice(closed.length - (days - 1)), today] };
  }

  return {
    /**
     * The §3 analytics groups: from memory while younger than 60 s and nothing they count has
     * changed (the version check), else counted afresh.
     */
    async analytics(): Promise<AdminDashboardAnalytics> {
      const version = await analyticsVersion(db);
      const cached = cacheByContext.get(ctx);
      if (cached && cached.version === version && Date.now() - cached.storedAt < ANALYTICS_TTL_MS) {
        return toAnalytics(cached, true);
      }
      const now = ctx.now();
      const fresh: Cached = {
        version,
        storedAt: Date.now(),
        figures: await countAnalytics(db, now),
        lastUpdated: now,
      };
      cacheByContext.set(ctx, fresh);
      return toAnalytics(fresh, false);
    },

    /**
     * The whole answer from memory while younger than 60 s, on the same IST date and under the
     * same analytics version (decision 031); else counted: the closed days from memory (a year of
     * them counted at most every 10 minutes per process, and again when the IST date changes),
     * today counted live. Calls that miss together share one count.
     */
    async growthMetrics(days: GrowthPeriod): Promise<GrowthMetrics> {
      const now = ctx.now();
      const version = await analyticsVersion(db);
      let answers = growthAnswersByContext.get(ctx);
      if (!answers) {
        answers = new Map();
        growthAnswersByContext.set(ctx, answers);
      }
      const kept = answers.get(days);
      if (
        kept &&
        kept.today === indianDateOf(now) &&
        kept.version === version &&
        Date.now() - kept.storedAt < GROWTH_ANSWER_TTL_MS
      ) {
        return kept.answer;
      }
      const fresh: GrowthAnswer = {
        today: indianDateOf(now),
        version,
        storedAt: Date.now(),
        answer: countGrowth(days, now),
      };
      const own = answers;
      // A failed count is not kept: the next call counts again.
      fresh.answer.catch(() => {
        if (own.get(days) === fresh) own.delete(days);
      });
      answers.set(days, fresh);
      return fresh.answer;
    },

    async recentActivity(query: {
      page: number;
      page_size?: number | undefined;
    }): Promise<RecentActivityPage> {
      const request = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListSmall };
      const now = ctx.now();
      const countNow = async () => {
        const { version, examsHeld } = await activityVersion(db, now);
        const kept = activityCountByContext.get(ctx);
        if (kept && kept.version === version && Date.now() - kept.storedAt < ANALYTICS_TTL_MS) {
          return kept.count + examsHeld;
        }
        const fresh = { version, storedAt: Date.now(), count: await countStoredActivity(db) };
        activityCountByContext.set(ctx, fresh);
        return fresh.count + examsHeld;
      };
      const [rows, count] = await Promise.all([
        listActivity(db, now, { offset: pageOffset(request), limit: request.pageSize }),
        countNow(),
      ]);
      return toPage(rows.map(activityItem), count, request);
    },

    async systemHealth(): Promise<SystemHealth> {
      const window = requestWindowOf(ctx).figures();
      const { redis } = ctx;
      const [databaseMs, redisMs] = await Promise.all([
        timed(() => ctx.database.ping()),
        redis ? timed(() => redis.ping()) : Promise.resolve(null),
      ]);
      const redisStatus = !redis ? 'not_configured' : redisMs === null ? 'down' : 'up';
      const t = HEALTH_THRESHOLDS;
      let status: HealthStatus = 'healthy';
      if (databaseMs === null) status = 'down';
      else if (
        (window.requests >= t.minimumRequests && window.errorRate >= t.errorRatePercent) ||
        window.p95 > t.p95Ms ||
        databaseMs > t.databaseRoundTripMs ||
        redisStatus === 'down'
      ) {
        status = 'degraded';
      }
      return {
        status,
        uptime: Math.round((Date.now() - (startedAtByContext.get(ctx) ?? Date.now())) / 1000),
        responseTime: { p50: window.p50, p95: window.p95 },
        errorRate: window.errorRate,
        requests: window.requests,
        database: { status: databaseMs === null ? 'down' : 'up', round_trip_ms: databaseMs },
        redis: { status: redisStatus, round_trip_ms: redisMs },
        mail: { transport: ctx.env.SMTP_URL ? 'smtp' : 'outbox' },
        checked_at: ctx.now().toISOString(),
      };
    },
  };
}
