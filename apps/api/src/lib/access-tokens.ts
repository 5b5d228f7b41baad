import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { parseRole, type Role } from '@vidya/contract';
import { AppError } from './app-error.ts';

const ISSUER = 'vidya';
const AUDIENCE = 'vidya-web';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const VERIFIED_CACHE_SIZE = 20_000;

/**
 * Who is calling: the user, their role, for students and colleges their profile id, and the
 * session version the token was issued under (tokens of an older version have been ended).
 */
export type AccessIdentity = { userId: number; role: Role; profileId: number | null; sessionVersion: number };

export type AccessTokens = {
  sign: (identity: AccessIdentity) => Promise<string>;
  verify: (token: string) => Promise<AccessIdentity>;
};

/** HS256 access tokens (design §5). Verification pins the algorithm, so `alg: none` never passes. */
export function createAccessTokens(secret: string): AccessTokens {
  // Imported once: handing jose raw bytes makes it import the key again on every request,
  // which cost a third of the time of a small authenticated request.
  const keyPromise = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A verified signature is remembered until the token expires: a student taking an exam sends
  // the same token with every answer, and HMAC through WebCrypto costs more than the rest of a
  // save. Only successful verifications are kept, keyed by the exact token string. Whether the
  // account still stands is asked separately, on every request (auth/session-validity.ts).
  const verified = new LRUCache<string, AccessIdentity>({ max: VERIFIED_CACHE_SIZE });

  return {
    sign: async ({ userId, role, profileId, sessionVersion }) =>
      new SignJWT({
        role,
        typ: 'access',
        ver: sessionVersion,
        ...(profileId === null ? {} : { pid: profileId }),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await keyPromise),
    verify: async (token) => {
      const remembered = verified.get(token);
      if (remembered) return remembered;
      const key = await keyPromise;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const role = parseRole(payload.role);
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !role || !Number.isInteger(userId)) {
          throw new AppError('token_invalid', 'Given token not valid for any token type.');
        }
        const identity = {
          userId,
          role,
          profileId: typeof payload.pid === 'number' ? payload.pid : null,
          sessionVersion: typeof payload.ver === 'number' ? payload.ver : 0,
        };
        const secondsLeft = (payload.exp ?? 0) - Math.floor(Date.now() / 1000);
        if (secondsLeft > 0) verified.set(token, identity, { ttl: secondsLeft * 1000 });
        return identity;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) {
          throw new AppError('token_invalid', 'Given token has expired.');
        }
        throw new AppError('token_invalid', 'Given token not valid for any token type.');
      }
    },
  };
}
