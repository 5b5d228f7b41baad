import { parseRole, type SessionUser } from '@vidya/contract';

/**
 * Whether a value has the shape of the signed-in user the API sends. Written by hand: the
 * contract's zod schema would put zod in the entry chunk, and this runs on every page load.
 */
export function isSessionUser(value: unknown): value is SessionUser {
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
