import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';

/**
 * Filled in by the plugin: takes every job's turn now, as its timer would (skipped where another
 * process of the fleet runs it), and resolves once the turns are over. For tests, which wait on
 * the work itself, not on a clock.
 */
export type BackgroundJobsHandle = { runNow?: () => Promise<void> };

/** Work the API does by itself at an interval while it runs, whoever is calling. */
export type BackgroundJob = {
  /** What the job does, for the log line when a run fails ("finishing overdue attempts"). */
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
};

/** Runs `run` unless another process runs the job of that name right now (DatabaseConnection). */
export type RunExclusively = <T>(name: string, run: () => Promise<T>) => Promise<T | undefined>;

/**
 * Runs each job every `intervalMs` from the moment the app is ready until it closes. A job runs
 * once at a time, in this process and across the fleet (`runExclusively`: the process that finds
 * another running it skips that turn); a run under way when the app closes is finished first,
 * since the database closes right after onClose (decision 005). Registered as a plugin of its
 * own so its onClose runs before the root's, which closes Redis.
 */
export const backgroundJobsPlugin: FastifyPluginAsync<{
  jobs: BackgroundJob[];
  log: FastifyBaseLogger;
  runExclusively: RunExclusively;
  handle?: BackgroundJobsHandle;
}> = async (app, { jobs, log, runExclusively, handle }) => {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<BackgroundJob, Promise<void>>();

  const runOnce = (job: BackgroundJob): Promise<void> => {
    const underWay = running.get(job);
    if (underWay) return underWay;
    const turn = runExclusively(`vidya:job:${job.name}`, job.run)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${job.name} failed`),
      )
      .finally(() => running.delete(job));
    running.set(job, turn);
    return turn;
  };
  if (handle) {
    handle.runNow = async () => {
      await Promise.all(jobs.map(runOnce));
    };
  }

  app.addHook('onReady', async () => {
    for (const job of jobs) timers.push(setInterval(() => void runOnce(job), job.intervalMs).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  });
};
