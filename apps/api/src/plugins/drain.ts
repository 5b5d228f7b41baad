import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking new requests (they get 503) and resolves once the in-flight ones finish. */
    drain: () => Promise<void>;
  }
}

/**
 * Graceful shutdown that keeps listening while it drains: new requests get a clear 503 (and a
 * health check that says so) instead of a refused connection, in-flight ones finish normally.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let isDraining = false;
    const inFlight = new Set<FastifyRequest>();
    let notifyIdle: (() => void) | undefined;

    const finish = (request: FastifyRequest, _reply: unknown, done: () => void) => {
      if (inFlight.delete(request) && inFlight.size === 0) notifyIdle?.();
      done();
    };

    app.addHook('onRequest', (request, reply, done) => {
      if (isDraining) {
        reply.header('Connection', 'close');
        return done(new AppError('unavailable', 'The server is restarting. Please try again in a moment.'));
      }
      inFlight.add(request);
      done();
    });
    app.addHook('onResponse', finish);
    app.addHook('onRequestAbort', (request, done) => finish(request, undefined, done));

    app.decorate('drain', () => {
      isDraining = true;
      if (inFlight.size === 0) return Promise.resolve();
      return new Promise<void>((resolveIdle) => (notifyIdle = resolveIdle));
    });
  },
  { name: 'drain' },
);
