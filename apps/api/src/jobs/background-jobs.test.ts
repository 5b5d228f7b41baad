import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundJobsPlugin, type BackgroundJob, type RunExclusively } from './background-jobs.ts';

const INTERVAL_MS = 1_000;

/** A job whose runs finish only when the test says so. */
function controlledJob() {
  const finishers: (() => void)[] = [];
  const job: BackgroundJob = {
    name: 'test job',
    intervalMs: INTERVAL_MS,
    run: vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve))),
  };
  return { job, finishNext: () => finishers.shift()?.() };
}

const runHere: RunExclusively = (_name, run) => run();

async function startApp(jobs: BackgroundJob[], log = Fastify().log, runExclusively = runHere) {
  const app = Fastify();
  await app.register(backgroundJobsPlugin, { jobs, log, runExclusively });
  await app.ready();
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('background jobs', () => {
  it('run at their interval once the app is ready, one run at a time', async () => {
    vi.useFakeTimers();
    const { job, finishNext } = controlledJob();
    const app = await startApp([job]);
    expect(job.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(job.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * INTERVAL_MS);
    expect(job.run).toHaveBeenCalledTimes(1);
    finishNext();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(job.run).toHaveBeenCalledTimes(2);
    finishNext();
    await app.close();
  });

  it('closing the app stops them and waits for a run under way', async () => {
    vi.useFakeTimers();
    const { job, finishNext } = controlledJob();
    const app = await startApp([job]);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    let isClosed = false;
    const closing = app.close().then(() => (isClosed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isClosed).toBe(false);
    finishNext();
    await closing;
    await vi.advanceTimersByTimeAsync(5 * INTERVAL_MS);
    expect(job.run).toHaveBeenCalledTimes(1);
  });

  it('a failed run is logged and the next one still happens', async () => {
    vi.useFakeTimers();
    const log = { ...Fastify().log, error: vi.fn() };
    const job: BackgroundJob = {
      name: 'flaky job',
      intervalMs: INTERVAL_MS,
      run: vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined),
    };
    const app = await startApp([job], log);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'flaky job failed');
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(job.run).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('skip a turn while another process runs the same job', async () => {
    vi.useFakeTimers();
    const { job, finishNext } = controlledJob();
    const asked: string[] = [];
    let isHeldElsewhere = true;
    const app = await startApp([job], undefined, async (name, run) => {
      asked.push(name);
      return isHeldElsewhere ? undefined : run();
    });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(asked).toEqual(['vidya:job:test job']);
    expect(job.run).not.toHaveBeenCalled();
    isHeldElsewhere = false;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(job.run).toHaveBeenCalledTimes(1);
    finishNext();
    await app.close();
  });
});
