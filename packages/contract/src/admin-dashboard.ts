import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit.ts';
import { paginated, PaginationQuery } from './common.ts';

/**
 * The admin dashboard (issue #15, spec §3 "Admin analytics groups", §7 Admin portal Dashboard).
 * Every rate is a percentage rounded to one decimal; each is defined in docs/analytics.md.
 */
export const AdminDashboardAnalytics = z.object({
  students: z.object({
    total: z.number().int(),
    with_college: z.number().int(),
    new_7d: z.number().int(),
    new_30d: z.number().int(),
    /** Change of sign-ups in the last 30 days against the 30 before; null when there were none before. */
    growth_30d: z.number().nullable(),
  }),
  colleges: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    registered: z.number().int(),
    new_30d: z.number().int(),
    approval_rate: z.number(),
  }),
  courses: z.object({
    total: z.number().int(),
    published: z.number().int(),
    draft: z.number().int(),
    new_30d: z.number().int(),
    publish_rate: z.number(),
  }),
  exams: z.object({
    total: z.number().int(),
    active: z.number().int(),
    course_based: z.number().int(),
    college_based: z.number().int(),
    activity_rate: z.number(),
  }),
  system: z.object({
    last_updated: z.string(),
    cache_hit: z.boolean(),
  }),
});
export type AdminDashboardAnalytics = z.infer<typeof AdminDashboardAnalytics>;

/** The periods the growth charts offer, in days. */
export const GROWTH_PERIODS = [30, 90, 365] as const;
export type GrowthPeriod = (typeof GROWTH_PERIODS)[number];

export const GrowthMetricsQuery = z.object({
  days: z
    .enum(['30', '90', '365'], 'days must be 30, 90 or 365.')
    .default('30')
    .transform((value) => Number(value) as GrowthPeriod),
});
export type GrowthMetricsQuery = z.input<typeof GrowthMetricsQuery>;

/** One day (India Standard Time) of the growth series; a day with nothing has zeros. */
export const GrowthDay = z.object({
  date: z.string(),
  sign_ups: z.number().int(),
  enrollments: z.number().int(),
  exam_attempts: z.number().int(),
  /** Rupees paid that day. */
  revenue: z.number(),
});
export type GrowthDay = z.infer<typeof GrowthDay>;

export const GrowthMetrics = z.object({
  days: z.number().int(),
  series: z.array(GrowthDay),
});
export type GrowthMetrics = z.infer<typeof GrowthMetrics>;

export const ACTIVITY_KINDS = ['audit', 'sign_up', 'college_registration', 'payment', 'exam_held'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const RecentActivityItem = z.object({
  /** Unique across kinds, e.g. `audit:12`. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /** The audit trail's action; null for the other kinds. */
  action: z.enum(AUDIT_ACTIONS).nullable(),
  /** Who did it (the audit trail's actor), or null. */
  actor_email: z.string().nullable(),
  /** What it is about: a person's, college's, course's or exam's name, or `<type> #<id>`. */
  subject: z.string(),
  /** Rupees, for a payment; null otherwise. */
  amount: z.number().nullable(),
});
export type RecentActivityItem = z.infer<typeof RecentActivityItem>;

export const RecentActivityQuery = PaginationQuery;
export const RecentActivityPage = paginated(RecentActivityItem);
export type RecentActivityPage = z.infer<typeof RecentActivityPage>;

export const HEALTH_STATUSES = ['healthy', 'degraded', 'down'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const SystemHealth = z.object({
  /** 'healthy' unless a threshold in docs/analytics.md is passed. */
  status: z.enum(HEALTH_STATUSES),
  /** Seconds since this API process started. */
  uptime: z.number().int(),
  /** Milliseconds, over the API's own requests in the last 5 minutes. */
  responseTime: z.object({ p50: z.number(), p95: z.number() }),
  /** Percentage of those requests answered with a 5xx. */
  errorRate: z.number(),
  requests: z.number().int(),
  database: z.object({ status: z.enum(['up', 'down']), round_trip_ms: z.number().nullable() }),
  redis: z.object({
    status: z.enum(['up', 'down', 'not_configured']),
    round_trip_ms: z.number().nullable(),
  }),
  mail: z.object({ transport: z.enum(['smtp', 'outbox']) }),
  checked_at: z.string(),
});
export type SystemHealth = z.infer<typeof SystemHealth>;
