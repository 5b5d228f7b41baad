import { z } from 'zod';

/** Liveness (`/api/health/`): the process answers and reaches its database. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * Readiness (`/api/health/ready/`): whether a load balancer should send this process requests.
 * Each part is reported, so whoever reads a 503 sees which one failed.
 */
export const ReadinessResponse = HealthResponse.extend({
  /** `not_configured` without REDIS_URL: that process keeps its counters and news in memory. */
  redis: z.enum(['up', 'down', 'not_configured']),
  /** `pending` when the database lacks a migration this version of the API was built with. */
  migrations: z.enum(['applied', 'pending']),
  /** True from the moment shutdown begins (decision 005). */
  draining: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

/** A 503 from readiness: the parts, and like every error of the API a `detail` and a `code`. */
export const NotReadyResponse = ReadinessResponse.extend({
  detail: z.string(),
  code: z.literal('unavailable'),
});
export type NotReadyResponse = z.infer<typeof NotReadyResponse>;
