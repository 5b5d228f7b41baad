/**
 * The page a user was on their way to when they were asked to sign in (spec §2, "the stored
 * from-path"), carried in the router state from the login page through sign-up and the email
 * code, so each of them can send the user back there (issue #17, decision 030).
 */
export type FromPathState = { from: string };

export const withFromPath = (from: string): FromPathState => ({ from });

/** The from-path stored in the router state, if it is one. */
export function readFromPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  // Only paths inside this app: '//host' would leave it.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/** The router state that carries on the from-path of `state`, if it holds one. */
export const keepFromPath = (state: unknown): FromPathState | undefined => {
  const from = readFromPath(state);
  return from === undefined ? undefined : withFromPath(from);
};
