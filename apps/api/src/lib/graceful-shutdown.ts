import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a connection still open once the listener has closed gets to close by itself before
 * it is closed for it. Long enough for a request already on its way to arrive (and get its 503).
 */
const IDLE_LINGER_MS = 1000;

export type ShutdownOptions = {
  /** Past this, waiting stops: open connections are cut and the database closed anyway. */
  graceMs: number;
  idleLingerMs?: number;
};

/** `clean`: everything finished in time; `forced`: the grace period ran out first. */
export type ShutdownOutcome = 'clean' | 'forced';

/**
 * Shuts the API down without losing or resetting a request it took (decision 005):
 *
 * 1. Drain: from now on readiness answers 503, every new request gets 503 `{detail, code}` with
 *    `Connection: close`, and the requests already taken run to their answer.
 * 2. Stop accepting connections. Those still open have each been told `Connection: close` and
 *    close by themselves; an idle one gets a short while, since a request may be on its way on
 *    it. (Node's `server.close()` would destroy idle connections at once, resetting such a
 *    request, which is why the listener is closed on its own first.)
 * 3. `app.close()`: what is still idle is closed, then the onClose hooks stop timers and wait for
 *    background work such as the overdue-attempt sweep.
 * 4. Close the database, which nothing can reach any more.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  database: { close: () => Promise<void> },
  { graceMs, idleLingerMs = IDLE_LINGER_MS }: ShutdownOptions,
): Promise<ShutdownOutcome> {
  const deadline = Date.now() + graceMs;
  let isClean = await settlesBy(app.drain(), deadline);

  if (app.server.listening) {
    const connectionsClosed = new Promise<void>((resolveClosed) =>
      NetServer.prototype.close.call(app.server, () => resolveClosed()),
    );
    await settlesBy(connectionsClosed, Math.min(deadline, Date.now() + idleLingerMs));
  }

  const closing = app.close();
  if (!(await settlesBy(closing, deadline))) {
    isClean = false;
    app.server.closeAllConnections();
    await closing;
  }
  await database.close();
  return isClean ? 'clean' : 'forced';
}

/** Whether `work` settled before `deadline` (ms since the epoch). */
async function settlesBy(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolveExpired) => {
    timer = setTimeout(() => resolveExpired(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}
