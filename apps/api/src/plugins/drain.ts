import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking new requests (they get 503 with `Connection: close`) and resolves once every
     * request taken before has produced its answer, including those whose client went away.
     */
    drain: () => Promise<void>;
    /** Whether `drain` was called: readiness reports it. */
    isDraining: () => boolean;
  }
  interface FastifyContextConfig {
    /** Keep serving this route while draining (the liveness check) instead of answering 503. */
    servedWhileDraining?: boolean;
  }
}

const isStream = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && 'pipe' in payload && typeof payload.pipe === 'function';

/**
 * Graceful shutdown that keeps listening while it drains: new requests get a clear 503 (and the
 * readiness check says so at once) instead of a refused connection, in-flight ones finish
 * normally. Every answer given while draining carries `Connection: close`, so no client sends
 * another request on a connection the server is about to close (decision 005).
 *
 * A request counts as in flight from `onRequest` until its answer is produced (`onSend`), not
 * until its response is written: a client that goes away does not stop the handler, and
 * Fastify runs no `onResponse` for it, so the database must wait for the handler, not the socket.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let isDraining = false;
    const inFlight = new Set<FastifyRequest>();
    let notifyIdle!: () => void;
    const idle = new Promise<void>((resolveIdle) => (notifyIdle = resolveIdle));

    const finish = (request: FastifyRequest) => {
      if (inFlight.delete(request) && isDraining && inFlight.size === 0) notifyIdle();
    };

    // Callback-style hooks: on the hot path every avoided promise shows in the benchmark.
    app.addHook('onRequest', (request, reply, done) => {
      if (isDraining && !request.routeOptions.config.servedWhileDraining) {
        reply.header('Connection', 'close');
        return done(new AppError('unavailable', 'The server is restarting. Please try again in a moment.'));
      }
      inFlight.add(request);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isDraining) reply.header('Connection', 'close');
      // A streamed body is still being produced; it is done when the response closes.
      if (isStream(payload) && !reply.raw.destroyed) reply.raw.once('close', () => finish(request));
      else finish(request);
      done();
    });

    app.decorate('isDraining', () => isDraining);
    app.decorate('drain', () => {
      isDraining = true;
      if (inFlight.size === 0) notifyIdle();
      return idle;
    });
  },
  { name: 'drain' },
);
