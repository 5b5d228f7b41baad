import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { DatabaseConnection } from '../src/db/client.ts';
import { attemptAnswers } from '../src/db/schema.ts';
import { shutDownGracefully } from '../src/lib/graceful-shutdown.ts';
import { bearer, createTestDatabase, DEMO_ACCOUNTS, login } from './helper.ts';

// The shutdown sequence server.ts runs on SIGTERM (decision 005), driven in-process against a
// listening app through real keep-alive HTTP connections, on a database the test closes the way
// the server does and then opens again to see what was stored.

const testDatabase = await createTestDatabase();
const GRACE_MS = 10_000;
const WORKERS = 8;
const QUESTIONS = 10;
const OPTIONS = ['a', 'b', 'c', 'd'] as const;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
type Outcome = {
  id: string;
  answer?: Answer;
  error?: NodeJS.ErrnoException;
  /** The client's port of the connection once connected: the server saw it as remotePort. */
  localPort?: number;
  /** Whether the server was still listening when the request failed. */
  wasListeningAtError?: boolean;
};
type Send = {
  /** Sent as x-test-id, so the server side can tell which requests reached it. */
  id: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent | false;
  /** Send the headers at once but the body only once this settles. */
  bodyAfter?: Promise<void>;
};
type Attempt = { attemptId: number; questionIds: number[]; student: string };
type Seen = ReturnType<typeof watch>;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  // After a passing test everything is closed already; after a failing one nothing is left open.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

async function listen(database: DatabaseConnection) {
  const app = await buildApp({ env: testDatabase.env, database, serveWeb: false, logger: false });
  cleanups.push(
    () => database.close(),
    async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, seen: watch(app.server) };
}

/** What reached the server: the connections it accepted and the requests it parsed. */
function watch(server: Server) {
  const acceptedPorts = new Set<number>();
  const receivedIds = new Set<string>();
  server.on('connection', (socket) => {
    if (socket.remotePort !== undefined) acceptedPorts.add(socket.remotePort);
  });
  server.on('request', (request) => {
    const id = request.headers['x-test-id'];
    if (typeof id === 'string') receivedIds.add(id);
  });
  return { acceptedPorts, receivedIds };
}

function send(
  app: App,
  port: number,
  { id, method = 'GET', path, headers = {}, body, agent, bodyAfter }: Send,
) {
  return new Promise<Outcome>((resolveOutcome) => {
    const outcome: Outcome = { id };
    const fail = (error: NodeJS.ErrnoException) =>
      resolveOutcome({ ...outcome, error, wasListeningAtError: app.server.listening });
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent,
      headers: {
        'x-test-id': id,
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        ...headers,
      },
    });
    cleanups.push(async () => request.destroy());
    request.on('socket', (socket) => {
      if (!socket.connecting) outcome.localPort = socket.localPort;
      else socket.once('connect', () => (outcome.localPort = socket.localPort));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolveOutcome({
          ...outcome,
          answer: { status: response.statusCode ?? 0, headers: response.headers, body: text },
        });
      });
    });
    request.on('error', fail);
    if (bodyAfter) {
      request.flushHeaders();
      void bodyAfter.then(() => request.end(body));
    } else {
      request.end(body);
    }
  });
}

/** A platform exam of QUESTIONS questions, and the demo student's attempt at it. */
async function startAttempt(app: App): Promise<Attempt> {
  const admin = (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access;
  const student = (await login(app, 'student', DEMO_ACCOUNTS.student)).access;
  const exam = await app.inject({
    method: 'POST',
    url: '/api/exams/platform/',
    headers: bearer(admin),
    payload: {
      title: 'Shutdown drill',
      duration_minutes: 60,
      pass_percentage: 40,
      attempts_allowed: 1,
      is_active: true,
      shuffle_questions: false,
      shuffle_options: false,
      questions: Array.from({ length: QUESTIONS }, (_, index) => ({
        question_text: `Question ${index + 1}: which option is right?`,
        option_a: 'first',
        option_b: 'second',
        option_c: 'third',
        option_d: 'fourth',
        correct_answer: 'a',
        marks: 1,
        explanation: 'Because a.',
      })),
    },
  });
  expect(exam.statusCode, exam.body).toBe(201);
  const attempt = await app.inject({
    method: 'POST',
    url: `/api/exams/${exam.json<{ id: number }>().id}/attempts/`,
    headers: bearer(student),
  });
  expect(attempt.statusCode, attempt.body).toBeLessThan(300);
  const { id, questions } = attempt.json<{ id: number; questions: { id: number }[] }>();
  return { attemptId: id, questionIds: questions.map((question) => question.id), student };
}

const saveOf = (attempt: Attempt, body: { question: number; answer: string; seq: number }) => ({
  method: 'PUT',
  path: `/api/exams/attempts/${attempt.attemptId}/answers/`,
  headers: bearer(attempt.student),
  body: JSON.stringify(body),
});

/**
 * WORKERS clients, each sending answer saves and catalogue reads one after the other on
 * keep-alive connections, as fast as the answers come, until the server is gone.
 */
function runLoad(app: App, port: number, attempt: Attempt) {
  const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
  cleanups.push(async () => agent.destroy());
  const outcomes: Outcome[] = [];
  const waiters: { isMet: () => boolean; resolve: () => void }[] = [];
  let sent = 0;
  let seq = 0;

  const next = (): Send => {
    sent += 1;
    if (sent % 2 === 1) return { id: `read-${sent}`, path: '/api/courses/', agent };
    seq += 1;
    const question = attempt.questionIds[seq % attempt.questionIds.length] ?? 0;
    return {
      id: `save-${sent}`,
      ...saveOf(attempt, { question, answer: OPTIONS[seq % 4] ?? 'a', seq }),
      agent,
    };
  };
  const worker = async () => {
    for (;;) {
      const outcome = await send(app, port, next());
      outcomes.push(outcome);
      for (const waiter of waiters.filter((candidate) => candidate.isMet())) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      if (outcome.error) return;
    }
  };
  const count = (status: number) => outcomes.filter((outcome) => outcome.answer?.status === status).length;
  return {
    outcomes,
    done: Promise.all(Array.from({ length: WORKERS }, worker)),
    /** Resolves once `atLeast` requests have been answered with `status`. */
    answered: (status: number, atLeast: number) =>
      new Promise<void>((resolve) => {
        const waiter = { isMet: () => count(status) >= atLeast, resolve };
        if (waiter.isMet()) resolve();
        else waiters.push(waiter);
      }),
  };
}

/** Resolves once the server has taken the request (its onRequest hooks have run). */
function taken(server: Server, id: string) {
  return new Promise<void>((resolveTaken) => {
    server.on('request', (request) => {
      // The body is read only after the onRequest hooks.
      if (request.headers['x-test-id'] === id) request.once('resume', () => resolveTaken());
    });
  });
}

const jsonOf = (answer: Answer | undefined): unknown => JSON.parse(answer?.body ?? 'null');

/** Everything a client saw that it must not: anything but 200 or 503 {detail, code}, or a reset. */
function problemsWith(outcomes: Outcome[], seen: Seen): string[] {
  const problems: string[] = [];
  for (const { id, answer, error, localPort, wasListeningAtError } of outcomes) {
    if (answer && answer.status !== 200 && answer.status !== 503) {
      problems.push(`${id}: ${answer.status} ${answer.body}`);
    }
    if (answer?.status === 503) {
      const body = jsonOf(answer) as { detail?: unknown; code?: unknown } | null;
      if (typeof body?.detail !== 'string' || body.code !== 'unavailable') {
        problems.push(`${id}: 503 with the body ${answer.body}`);
      }
      if (answer.headers.connection !== 'close') problems.push(`${id}: 503 without Connection: close`);
    }
    if (error) {
      // Only a request the server never took may fail once it stopped listening: refused, or
      // reset on a connection still in the accept queue when the listener closed.
      const reachedServer = seen.receivedIds.has(id);
      const onAcceptedConnection = localPort !== undefined && seen.acceptedPorts.has(localPort);
      const neverTaken = error.code === 'ECONNREFUSED' || !onAcceptedConnection;
      if (reachedServer || !neverTaken || wasListeningAtError) {
        problems.push(
          `${id}: ${error.code ?? error.message} (reached the server: ${reachedServer}, ` +
            `on an accepted connection: ${onAcceptedConnection}, still listening: ${wasListeningAtError})`,
        );
      }
    }
  }
  const answeredIds = new Set(outcomes.filter((outcome) => outcome.answer).map((outcome) => outcome.id));
  for (const id of seen.receivedIds) {
    if (!answeredIds.has(id)) problems.push(`${id}: reached the server but got no answer`);
  }
  return problems;
}

/** Every save acknowledged with 200 is in the database (or a newer one of its question is). */
async function expectAcknowledgedSavesStored(outcomes: Outcome[], attempt: Attempt) {
  const acknowledged = new Map<number, { seq: number; answer: string | null }>();
  for (const { id, answer } of outcomes) {
    if (answer?.status !== 200 || !id.startsWith('save-')) continue;
    const saved = JSON.parse(answer.body) as { question: number; seq: number; answer: string | null };
    if ((acknowledged.get(saved.question)?.seq ?? 0) < saved.seq) acknowledged.set(saved.question, saved);
  }
  expect(acknowledged.size).toBeGreaterThan(1);
  const reopened = await testDatabase.connect();
  const stored = await reopened.db
    .select()
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attempt.attemptId));
  await reopened.close();
  const storedByQuestion = new Map(stored.map((row) => [row.questionId, row]));
  for (const [question, saved] of acknowledged) {
    const row = storedByQuestion.get(question);
    expect(row?.seq ?? 0, `question ${question}`).toBeGreaterThanOrEqual(saved.seq);
    if (row?.seq === saved.seq) expect(row.answer, `question ${question}`).toBe(saved.answer);
  }
}

describe('graceful shutdown', () => {
  it('under load: readiness turns 503 at once, requests taken finish, new ones get 503, nothing is reset', async () => {
    const database = await testDatabase.connect();
    const { app, port, seen } = await listen(database);
    const attempt = await startAttempt(app);
    const load = runLoad(app, port, attempt);
    await load.answered(200, 40);

    // A save whose body is still on its way when the signal comes: in flight through the drain.
    let sendHeldBody!: () => void;
    const heldBodyMaySend = new Promise<void>((resolveSend) => (sendHeldBody = resolveSend));
    const heldTaken = taken(app.server, 'save-held');
    const held = send(app, port, {
      id: 'save-held',
      ...saveOf(attempt, { question: attempt.questionIds[0] ?? 0, answer: 'd', seq: 1_000_000 }),
      agent: false,
      bodyAfter: heldBodyMaySend,
    });
    await heldTaken;

    const signalledAt = Date.now();
    const shutdown = shutDownGracefully(app, database, { graceMs: GRACE_MS });
    const [ready, live] = await Promise.all([
      send(app, port, { id: 'ready', path: '/api/health/ready/', agent: false }),
      send(app, port, { id: 'live', path: '/api/health/', agent: false }),
    ]);
    expect(ready.answer?.status, ready.error?.message).toBe(503);
    expect(jsonOf(ready.answer)).toMatchObject({
      code: 'unavailable',
      status: 'unavailable',
      draining: true,
    });
    expect(live.answer?.status, live.error?.message).toBe(200);

    // The clients keep sending on their open connections while the held save is in flight.
    await load.answered(503, 20);
    sendHeldBody();
    const heldOutcome = await held;
    expect(heldOutcome.answer?.status, heldOutcome.answer?.body ?? heldOutcome.error?.message).toBe(200);

    expect(await shutdown).toBe('clean');
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
    await load.done;
    const all = [...load.outcomes, ready, live, heldOutcome];
    expect(problemsWith(all, seen)).toEqual([]);
    await expectAcknowledgedSavesStored(all, attempt);
  });

  it('under load, signalled while nothing is held back: nothing is reset', async () => {
    const database = await testDatabase.connect();
    const { app, port, seen } = await listen(database);
    const attempt = await startAttempt(app);
    const load = runLoad(app, port, attempt);
    await load.answered(200, 40);

    expect(await shutDownGracefully(app, database, { graceMs: GRACE_MS })).toBe('clean');
    await load.done;
    expect(problemsWith(load.outcomes, seen)).toEqual([]);
    await expectAcknowledgedSavesStored(load.outcomes, attempt);
  });

  // A client that goes away does not stop its request: Fastify runs no onResponse for it, and
  // flags it aborted only when its body was not read (a GET), so the drain must wait for the
  // handler itself before the database closes.
  it.each([
    { name: 'answer save', gate: 'write' },
    { name: 'readiness check', gate: 'ping' },
  ] as const)('keeps the database open until an abandoned $name has finished', async ({ gate }) => {
    const database = await testDatabase.connect();
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolveRelease) => (release = resolveRelease));
    let markGateReached!: () => void;
    const gateReached = new Promise<void>((resolveReached) => (markGateReached = resolveReached));
    const held = async <T>(work: () => Promise<T>): Promise<T> => {
      markGateReached();
      await released;
      const result = await work();
      events.push(`${gate} done`);
      return result;
    };
    // The gated statement waits for the test, so it is surely running when shutdown begins.
    const gated: DatabaseConnection = {
      ...database,
      runPrepared: (statement) =>
        gate === 'write' && statement.name === 'save_answers_and_events'
          ? held(() => database.runPrepared(statement))
          : database.runPrepared(statement),
      ping: () => (gate === 'ping' ? held(() => database.ping()) : database.ping()),
      close: async () => {
        events.push('database closed');
        await database.close();
      },
    };
    const { app, port } = await listen(gated);
    const attempt = await startAttempt(app);
    const question = attempt.questionIds[1] ?? 0;

    const serverSawItGo = new Promise<void>((resolveGone) => {
      app.server.on('request', (request) => {
        if (request.headers['x-test-id'] === 'gone') request.once('close', () => resolveGone());
      });
    });
    const abandoned = httpRequest({
      host: '127.0.0.1',
      port,
      agent: false,
      headers: { ...bearer(attempt.student), 'x-test-id': 'gone', 'content-type': 'application/json' },
      ...(gate === 'write'
        ? { method: 'PUT', path: `/api/exams/attempts/${attempt.attemptId}/answers/` }
        : { method: 'GET', path: '/api/health/ready/' }),
    });
    abandoned.on('error', () => undefined);
    abandoned.end(gate === 'write' ? JSON.stringify({ question, answer: 'b', seq: 7 }) : undefined);
    await gateReached;
    abandoned.destroy();
    await serverSawItGo;

    const shutdown = shutDownGracefully(app, gated, { graceMs: GRACE_MS });
    let isDrained = false;
    void app.drain().then(() => (isDrained = true));
    // Let every promise that can settle now settle.
    await new Promise((resolveTurn) => setImmediate(resolveTurn));
    expect(isDrained).toBe(false);
    expect(events).toEqual([]);

    release();
    expect(await shutdown).toBe('clean');
    expect(events).toEqual([`${gate} done`, 'database closed']);
    if (gate === 'write') {
      const reopened = await testDatabase.connect();
      const stored = await reopened.db
        .select()
        .from(attemptAnswers)
        .where(eq(attemptAnswers.attemptId, attempt.attemptId));
      await reopened.close();
      expect(stored).toEqual([expect.objectContaining({ questionId: question, answer: 'b', seq: 7 })]);
    }
  });
});
