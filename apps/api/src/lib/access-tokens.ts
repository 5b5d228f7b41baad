import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { parseRole, type Role } from '@vidya/contract';
import { AppError } from './app-error.ts';

const ISSUER = 'vidya';
const AUDIENCE = 'vidya-web';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Who is calling: the user, their role and, for students and colleges, their profile id. */
export type AccessIdentity = { userId: number; role: Role; profileId: number | null };

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
  return {
    sign: async ({ userId, role, profileId }) =>
      new SignJWT({ role, typ: 'access', ...(profileId === null ? {} : { pid: profileId }) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await keyPromise),
    verify: async (token) => {
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
        return { userId, role, profileId: typeof payload.pid === 'number' ? payload.pid : null };
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
