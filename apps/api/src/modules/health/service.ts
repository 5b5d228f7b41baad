import type { HealthResponse } from '@vidya/contract';
import type { AppContext } from '../../context.ts';

/** How long one database ping answers for: load balancers poll often, the database need not notice. */
const PING_TTL_MS = 1000;

export function createHealthService(ctx: AppContext) {
  const startedAt = Date.now();
  let last: { at: number; up: Promise<boolean> } | undefined;

  return {
    async check(): Promise<HealthResponse> {
      const now = Date.now();
      if (!last || now - last.at >= PING_TTL_MS) last = { at: now, up: ctx.database.ping() };
      const isUp = await last.up;
      return {
        status: isUp ? 'ok' : 'unavailable',
        database: isUp ? 'up' : 'down',
        uptime_seconds: Math.round((now - startedAt) / 1000),
      };
    },
  };
}
