import type { Redis } from 'ioredis';

/**
 * Counts events per key inside a fixed window (failed logins per account, resends per email…).
 * In-process by default; Redis when REDIS_URL is set so several API processes share the count.
 */
export type AttemptCounter = {
  /** Records one event and returns how many happened in the current window. */
  hit: (key: string, windowSeconds: number) => Promise<number>;
  count: (key: string) => Promise<{ count: number; retryAfterSeconds: number }>;
  reset: (key: string) => Promise<void>;
};

export function createMemoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.expiresAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    hit: async (key, windowSeconds) => {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    count: async (key) => {
      const entry = live(key);
      return entry
        ? { count: entry.count, retryAfterSeconds: Math.ceil((entry.expiresAt - now()) / 1000) }
        : { count: 0, retryAfterSeconds: 0 };
    },
    reset: async (key) => {
      windows.delete(key);
    },
  };
}

export function createRedisAttemptCounter(redis: Redis, prefix = 'vidya:attempts:'): AttemptCounter {
  return {
    hit: async (key, windowSeconds) => {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    count: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.ttl(prefix + key)]);
      return { count: Number(count ?? 0), retryAfterSeconds: Math.max(ttl, 0) };
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
  };
}
