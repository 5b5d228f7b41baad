import { SUCCESS_MESSAGES } from '@vidya/contract';
import { useLocation } from 'react-router';
import { readNotice } from '../../lib/navigation-notice';

/** What a login page says on arrival: that the user signed out, or a notice the previous page passed on. */
export function useLoginNotice(): string | null {
  const { state } = useLocation();
  const hasSignedOut =
    typeof state === 'object' && state !== null && 'signedOut' in state && state.signedOut === true;
  return hasSignedOut ? SUCCESS_MESSAGES.loggedOut : readNotice(state);
}
