// The exam benchmarks: a whole class starting at once, answers saved under steady load, and a
// wave of submits, each against the real built app.
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import type { ExamFixture } from './exam-fixture.ts';
import { percentile, withSteal, type LoadResult } from './load.ts';

export type StormResult = {
  clients: number;
  elapsedMs: number;
  p99Ms: number;
  errors: number;
  /** Sample failure reasons, to say what went wrong. */
  failures: string[];
};

/** Say what went wrong, with the network's reason code when there is one. */
const describe = (error: unknown) =>
  error instanceof Error && 'code' in error ? `${error.message} (${String(error.code)})` : String(error);

// Plain node:http rather than fetch: with 3,000 requests in flight, fetch's own work saturated
// the load generator's core while the server still had room, and the storm measured the client.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

async function call(url: string, token: string, method: string): Promise<{ status: number; body: string }> {
  return new Promise((resolveCall, rejectCall) => {
    const outgoing = request(
      url,
      { method, agent, headers: { authorization: `Bearer ${token}`, 'content-length': 0 } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolveCall({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', rejectCall);
      },
    );
    outgoing.on('error', rejectCall);
    outgoing.end();
  });
}

/**
 * Every student, released at the same instant, starts the exam and loads the attempt's
 * questions. Returns each student's attempt id for the later scenarios.
 */
export async function startStorm(
  base: string,
  fixture: ExamFixture,
): Promise<StormResult & { attempts: { attemptId: number; token: string }[] }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const attempts: { attemptId: number; token: string }[] = [];
  const began = performance.now();
  await Promise.all(
    fixture.students.map(async (student) => {
      const started = performance.now();
      try {
        const start = await call(`${base}/api/exams/${fixture.examId}/attempts/`, student.token, 'POST');
        if (start.status !== 201 && start.status !== 200) throw new Error(`start ${start.status}`);
        const { id } = JSON.parse(start.body) as { id: number };
        const load = await call(`${base}/api/exams/attempts/${id}/`, student.token, 'GET');
        if (load.status !== 200) throw new Error(`load ${load.status}`);
        attempts.push({ attemptId: id, token: student.token });
        latencies.push(performance.now() - started);
      } catch (error) {
        failures.push(describe(error));
      }
    }),
  );
  return {
    clients: fixture.students.length,
    elapsedMs: performance.now() - began,
    p99Ms: percentile(latencies, 99),
    errors: failures.length,
    failures: failures.slice(0, 5),
    attempts,
  };
}

/** Grows across runs, so a repeated run saves newer answers rather than stale ones. */
let counter = 0;

/** 100 connections saving answers round-robin across every student's attempt. */
export async function answerSaveLoad(
  base: string,
  fixture: ExamFixture,
  attempts: { attemptId: number; token: string }[],
): Promise<LoadResult> {
  const options = {
    url: base,
    connections: 100,
    method: 'PUT' as const,
    requests: [
      {
        setupRequest: (request: autocannon.Request): autocannon.Request => {
          counter += 1;
          const attempt = attempts[counter % attempts.length];
          const question = fixture.questionIds[counter % fixture.questionIds.length];
          if (!attempt || question === undefined) throw new Error('no attempts to save answers to');
          return {
            ...request,
            method: 'PUT' as const,
            path: `/api/exams/attempts/${attempt.attemptId}/answers/`,
            headers: { authorization: `Bearer ${attempt.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ question, answer: 'abcd'[counter % 4], seq: counter }),
          };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  const result = await withSteal(() => autocannon({ ...options, duration: 10 }));
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    stealPercent: result.stealPercent,
  };
}

/** Every attempt submitted, spread evenly over `windowMs` (3,000 in 60 s: 50 a second). */
export async function submitStorm(
  base: string,
  attempts: { attemptId: number; token: string }[],
  windowMs: number,
): Promise<StormResult> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const began = performance.now();
  const gap = windowMs / attempts.length;
  await Promise.all(
    attempts.map(async (attempt, index) => {
      await new Promise((resolveDelay) => setTimeout(resolveDelay, index * gap));
      const started = performance.now();
      try {
        const response = await call(
          `${base}/api/exams/attempts/${attempt.attemptId}/submit/`,
          attempt.token,
          'POST',
        );
        if (response.status !== 200) throw new Error(`submit ${response.status}: ${response.body}`);
        latencies.push(performance.now() - started);
      } catch (error) {
        failures.push(describe(error));
      }
    }),
  );
  return {
    clients: attempts.length,
    elapsedMs: performance.now() - began,
    p99Ms: percentile(latencies, 99),
    errors: failures.length,
    failures: failures.slice(0, 5),
  };
}
