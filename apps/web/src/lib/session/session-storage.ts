import { LOGGED_OUT_FLAG_KEY, parseRole, type SessionUser } from '@vidya/contract';
import { logger } from '../logger';

/** Where the signed-in user's public details are kept between page loads (never the token). */
export const REMEMBERED_USER_KEY = 'vidya.sessionUser';

// Storage can throw (private browsing, disabled storage); the session must still work without it.
function tryStorage<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch (error) {
    logger.warn('Browser storage is unavailable', error);
    return fallback;
  }
}

export const isLoggedOutFlagSet = (): boolean =>
  tryStorage(() => window.sessionStorage.getItem(LOGGED_OUT_FLAG_KEY) === 'true', false);

export const setLoggedOutFlag = (): void =>
  tryStorage(() => window.sessionStorage.setItem(LOGGED_OUT_FLAG_KEY, 'true'), undefined);

export const clearLoggedOutFlag = (): void =>
  tryStorage(() => window.sessionStorage.removeItem(LOGGED_OUT_FLAG_KEY), undefined);

/**
 * The refresh reply carries only a token, so after a reload the user's name and email would be
 * lost. They are remembered here and handed back only for the same user id and role the token
 * names, so a different account signed in from another tab never inherits them.
 */
export const rememberUser = (user: SessionUser): void =>
  tryStorage(() => window.localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(user)), undefined);

export const forgetUser = (): void =>
  tryStorage(() => window.localStorage.removeItem(REMEMBERED_USER_KEY), undefined);

// A hand-written check: the contract's zod schema would put zod in the entry chunk.
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.full_name === 'string' &&
    parseRole(user.role) !== '' &&
    parseRole(user.role) === user.role
  );
}

export function recallUser(subject: string | null, role: string): SessionUser | null {
  const stored = tryStorage(() => window.localStorage.getItem(REMEMBERED_USER_KEY), null);
  if (stored === null || subject === null) return null;
  const user = tryStorage(() => JSON.parse(stored) as unknown, null);
  if (!isSessionUser(user)) return null;
  return String(user.id) === subject && user.role === role ? user : null;
}
