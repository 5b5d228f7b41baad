import { randomUUID } from 'node:crypto';
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

export function createBroadcast(redis: Redis | null): Broadcast {
  const handlers = new Map<string, ((message: string) => void)[]>();
  const resyncHandlers: (() => void)[] = [];
  const deliver = (topic: string, message: string) => {
    for (const handler of handlers.get(topic) ?? []) handler(message);
  };

  const processId = randomUUID();
  const subscriber = redis?.duplicate() ?? null;
  if (subscriber) {
    let hasConnectedBefore = false;
    subscriber.on('ready', () => {
      if (hasConnectedBefore) for (const handler of resyncHandlers) handler();
      hasConnectedBefore = true;
    });
    subscriber.on('message', (_channel: string, raw: string) => {
      const envelope = parseEnvelope(raw);
      if (envelope && envelope.from !== processId) deliver(envelope.topic, envelope.message);
    });
    // ioredis re-subscribes by itself after a reconnect.
    void subscriber.subscribe(CHANNEL).catch(() => undefined);
  }

  return {
    publish: async (topic, message) => {
      deliver(topic, message);
      if (redis) {
        const envelope: Envelope = { from: processId, topic, message };
        await redis.publish(CHANNEL, JSON.stringify(envelope));
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
