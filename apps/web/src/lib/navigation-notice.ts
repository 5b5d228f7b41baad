import { useLocation } from 'react-router';

/**
 * A one-line success message handed to the next page in the router state, for what happened
 * just before the move ("Your password has been reset", "Your account has been deleted").
 * History state, not the URL, so it cannot be forged by a link and goes away on a fresh visit.
 */
export type NoticeState = { notice: string };

export const withNotice = (notice: string): NoticeState => ({ notice });

export function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice.trim() !== '' ? state.notice : null;
}

/** The notice the page was opened with, if any. */
export function useNotice(): string | null {
  return readNotice(useLocation().state);
}
