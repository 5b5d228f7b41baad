import { LRUCache } from 'lru-cache';
import type { DatabaseConnection } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { batchPerTick } from '../../lib/batch-per-tick.ts';
import type { Broadcast } from '../../lib/broadcast.ts';
import * as repository from './repository.ts';

const SESSION_ENDED_DETAIL = 'Your session has ended. Please sign in again.';

const TOPIC = 'account-standing';
const CACHE_SIZE = 100_000;
/**
 * How long a user's standing is trusted without asking the database again. Every change made
 * through the API is announced at once; this only bounds changes made behind its back (a script,
 * SQL by hand, a process that could not reach Redis).
 */
const TRUSTED_FOR_MS = 60_000;

type Standing = { sessionVersion: number; isOpen: boolean };

/**
 * Whether the account behind a valid access token still stands: not deleted, suspended or
 * deactivated, and its sessions not ended since the token was issued (a password change or reset
 * raises the user's session version). Each process keeps the answer per user in memory, so a
 * request pays a map lookup; `endAllSessions` makes every process forget that user at once.
 */
export type SessionValidity = {
  /** Refuses with 401 a token whose account was closed or whose sessions were ended. */
  ensureCurrent: (identity: AccessIdentity) => Promise<void>;
  /** After the change committed: every process looks the user up again before trusting a token. */
  announceStandingChanged: (userId: number) => Promise<void>;
};

export function createSessionValidity(database: DatabaseConnection, broadcast: Broadcast): SessionValidity {
  const standings = new LRUCache<number, Standing>({ max: CACHE_SIZE, ttl: TRUSTED_FOR_MS });
  // A lookup that started before a user's sessions ended must not store what it read: count the
  // announcements, and keep a lookup's answers only if none arrived while it ran.
  let announcements = 0;

  const lookUp = batchPerTick<number, number, Standing>(
    (userId) => userId,
    async (userIds) => {
      const startedAt = announcements;
      const found = await repository.findSessionStandings(database.db, userIds);
      if (announcements === startedAt)
        for (const [userId, standing] of found) standings.set(userId, standing);
      return found;
    },
  );

  const forget = (message: string) => {
    announcements += 1;
    standings.delete(Number(message));
  };
  broadcast.subscribe(TOPIC, forget);
  broadcast.onResync(() => {
    announcements += 1;
    standings.clear();
  });

  return {
    ensureCurrent: async (identity) => {
      let standing = standings.get(identity.userId);
      // A token newer than what this process remembers means it missed an announcement.
      if (standing === undefined || standing.sessionVersion < identity.sessionVersion) {
        standing = await lookUp(identity.userId);
      }
      if (!standing || !standing.isOpen || standing.sessionVersion !== identity.sessionVersion) {
        throw new AppError('token_invalid', SESSION_ENDED_DETAIL);
      }
    },
    announceStandingChanged: (userId) => broadcast.publish(TOPIC, String(userId)),
  };
}
