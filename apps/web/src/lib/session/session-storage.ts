import { LOGGED_OUT_FLAG_KEY, SESSION_HINT_COOKIE } from '@vidya/contract';
import { logger } from '../logger';

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

/** Whether the server said there is a session to restore (see SESSION_HINT_COOKIE). */
export const hasSessionHint = (): boolean =>
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
