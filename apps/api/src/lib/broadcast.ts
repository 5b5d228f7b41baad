import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Tells every API process, this one included, that something changed (a user's sessions ended,
 * cached data went stale). In-process when Redis is not configured; over Redis pub/sub when it is,
 * so several processes behind a load balancer hear the same news within milliseconds.
 *
 * Delivery over pub/sub is at most once: a process that loses its Redis connection may miss
 * messages. When it reconnects it calls the `onResync` handlers, and a subscriber that keeps a
 * cache forgets all of it then.
 */
export type Broadcast = {
  /** Runs this process's handlers at once, then tells the other processes. */
  publish: (topic: string, message: string) => Promise<void>;
  subscribe: (topic: string, onMessage: (message: string) => void) => void;
  onResync: (handler: () => void) => void;
  close: () => Promise<void>;
};

const CHANNEL = 'vidya:broadcast';

type Envelope = { from: string; topic: string; message: string };

export function createBroadcast(redis: Redis | null, log: FastifyBaseLogger): Broadcast {
  const handlers = new Map<string, ((message: string) => void)[]>();
  const resyncHandlers: (() => void)[] = [];
  const deliver = (topic: string, message: string) => {
    for (const handler of handlers.get(topic) ?? []) handler(message);
  };

  const processId = randomUUID();
  // Its own connection (a subscribed one can do nothing else), which waits for Redis as long as
  // it takes instead of failing its commands, and subscribes again itself on every connect: a
  // process that started while Redis was down must still hear the others once it is up.
  const subscriber = redis?.duplicate({ maxRetriesPerRequest: null, autoResubscribe: false }) ?? null;
  if (subscriber) {
    let hasConnectedBefore = false;
    subscriber.on('error', (error: unknown) =>
      log.warn({ err: error }, 'Redis subscriber connection failed'),
    );
    subscriber.on('ready', () => {
      subscriber.subscribe(CHANNEL).then(
        () => {
          // Whatever was said while this process was not listening is lost: start afresh.
          if (hasConnectedBefore) for (const handler of resyncHandlers) handler();
          hasConnectedBefore = true;
        },
        (error: unknown) => log.warn({ err: error }, 'Redis subscribe failed'),
      );
    });
    subscriber.on('message', (_channel: string, raw: string) => {
      const envelope = parseEnvelope(raw);
      if (envelope && envelope.from !== processId) deliver(envelope.topic, envelope.message);
    });
  }

  return {
    publish: async (topic, message) => {
      deliver(topic, message);
      if (!redis) return;
      const envelope: Envelope = { from: processId, topic, message };
      try {
        await redis.publish(CHANNEL, JSON.stringify(envelope));
      } catch (error) {
        // The change is made and this process knows; the others forget within their trust
        // period (decision 015). A person's action must not fail on the news not going out.
        log.warn({ err: error, topic }, 'Redis publish failed; other processes will catch up on their own');
      }
    },
    subscribe: (topic, onMessage) => {
      handlers.set(topic, [...(handlers.get(topic) ?? []), onMessage]);
    },
    onResync: (handler) => {
      resyncHandlers.push(handler);
    },
    close: async () => {
      await subscriber?.quit().catch(() => undefined);
    },
  };
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const value = JSON.parse(raw) as Partial<Envelope>;
    return typeof value.from === 'string' &&
      typeof value.topic === 'string' &&
      typeof value.message === 'string'
      ? (value as Envelope)
      : null;
  } catch {
    return null;
  }
}
