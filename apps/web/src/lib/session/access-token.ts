import { parseRole, type Role } from '@vidya/contract';
import { decodeJwt } from 'jose';
import { logger } from '../logger';

export type AccessTokenClaims = { role: Role | ''; subject: string | null };

/**
 * Reads the role and subject the server put in the access token. The signature is the server's
 * business; the client only needs the claims. A token that cannot be decoded yields no role
 * (spec §4) and is logged (spec §8).
 */
export function readAccessTokenClaims(token: string): AccessTokenClaims {
  try {
    const claims = decodeJwt(token);
    return { role: parseRole(claims.role), subject: typeof claims.sub === 'string' ? claims.sub : null };
  } catch (error) {
    logger.error('Could not decode the access token; continuing without a role', error);
    return { role: '', subject: null };
  }
}
