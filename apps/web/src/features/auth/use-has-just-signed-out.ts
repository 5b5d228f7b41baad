import { useLocation } from 'react-router';

/** Whether the user arrived here by signing out (the sign-out passes this in the router state). */
export function useHasJustSignedOut(): boolean {
  const { state } = useLocation();
  return typeof state === 'object' && state !== null && 'signedOut' in state && state.signedOut === true;
}
