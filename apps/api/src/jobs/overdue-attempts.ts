import type { AppContext } from '../context.ts';
import { createAttemptsService } from '../modules/exams/index.ts';
import type { BackgroundJob } from './background-jobs.ts';

/** With the 30 s grace, an abandoned attempt shows as finished within a minute of its deadline. */
const SWEEP_INTERVAL_MS = 30_000;

/**
 * Attempts left open past their deadline are finished from their saved answers, even if nobody
 * opens them again.
 */
export function overdueAttemptsJob(ctx: AppContext): BackgroundJob {
  const attempts = createAttemptsService(ctx);
  return {
    name: 'finishing overdue attempts',
    intervalMs: SWEEP_INTERVAL_MS,
    run: () => attempts.sweepOverdue(),
  };
}
