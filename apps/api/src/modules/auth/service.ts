import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  LOGIN_SERVER_ERRORS,
  type Language,
  type LoginPortal,
  type LoginResponse,
  type Role,
  type SessionUser,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getDummyHash, verifyPassword } from '../../lib/passwords.ts';
import * as repository from './repository.ts';

export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

/** Failed sign-ins allowed per account inside the window before further tries are throttled. */
const MAX_FAILED_LOGINS = 5;
const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

const WRONG_PORTAL: Record<LoginPortal, string> = {
  student: LOGIN_SERVER_ERRORS.onlyStudents,
  college: LOGIN_SERVER_ERRORS.onlyColleges,
  admin: LOGIN_SERVER_ERRORS.onlyAdmins,
};

export const PENDING_COLLEGE_DETAIL = 'Your college registration is pending admin approval.';
export const EMAIL_UNVERIFIED_DETAIL =
  'Please verify your email address first: enter the 6-digit code we emailed you, or ask for a new one.';

export type IssuedSession = LoginResponse & { refreshToken: string };
export type SessionAccount = {
  id: number;
  email: string;
  role: Role;
  fullName: string;
  language: Language | null;
};

const toSessionUser = (account: SessionAccount): SessionUser => ({
  id: account.id,
  email: account.email,
  role: account.role,
  full_name: account.fullName,
  language: account.language,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAuthService(ctx: AppContext) {
  const { db } = ctx.database;

  async function issueRefreshToken(tx: Transaction, userId: number, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(tx, {
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return token;
  }

  async function refuseIfThrottled(accountKey: string) {
    const { count, retryAfterSeconds } = await ctx.attempts.count(accountKey);
    if (count >= MAX_FAILED_LOGINS) {
      throw new AppError('throttled', LOGIN_SERVER_ERRORS.throttled(retryAfterSeconds), {
        retryAfterSeconds,
      });
    }
  }

  return {
    /**
     * Signs a person in through one portal. The password is checked before anything about the
     * account is revealed beyond what the spec's messages require.
     */
    async login(portal: LoginPortal, email: string, password: string): Promise<IssuedSession> {
      const accountKey = `login:${email}`;
      await refuseIfThrottled(accountKey);

      const account = await repository.findLoginAccount(db, email);
      if (!account) {
        await verifyPassword(password, await getDummyHash());
        await ctx.attempts.hit(accountKey, FAILED_LOGIN_WINDOW_SECONDS);
        throw new AppError('no_account', LOGIN_SERVER_ERRORS.noAccount);
      }
      if (!(await verifyPassword(password, account.passwordHash))) {
        await ctx.attempts.hit(accountKey, FAILED_LOGIN_WINDOW_SECONDS);
        throw new AppError('invalid_credentials', LOGIN_SERVER_ERRORS.invalidCredentials);
      }
      if (account.role !== portal) throw new AppError('wrong_portal', WRONG_PORTAL[portal]);
      if (!account.isActive || account.isSuspended)
        throw new AppError('inactive', LOGIN_SERVER_ERRORS.inactive);
      if (!account.emailVerifiedAt) throw new AppError('email_unverified', EMAIL_UNVERIFIED_DETAIL);
      if (account.role === 'college' && !account.isCollegeApproved) {
        throw new AppError('pending_approval', PENDING_COLLEGE_DETAIL);
      }

      await ctx.attempts.reset(accountKey);
      return this.startSession(account, account.sessionVersion);
    },

    /**
     * A new signed-in session on this device: after sign-in, email verification, password change.
     * `checkedVersion` is the session version the sign-in checked the password under: if every
     * session ended since (a password reset in between), this one is refused too.
     */
    async startSession(account: SessionAccount, checkedVersion?: number): Promise<IssuedSession> {
      const { claims, refreshToken } = await db.transaction(async (tx) => {
        const claims = await repository.findTokenClaims(tx, account.id);
        if (checkedVersion !== undefined && claims.sessionVersion !== checkedVersion) {
          throw new AppError('invalid_credentials', LOGIN_SERVER_ERRORS.invalidCredentials);
        }
        await repository.recordLogin(tx, account.id, ctx.now());
        return { claims, refreshToken: await issueRefreshToken(tx, account.id, randomUUID()) };
      });
      const access = await ctx.accessTokens.sign({ userId: account.id, role: account.role, ...claims });
      return { access, refreshToken, user: toSessionUser(account) };
    },

    /** Rotates the refresh token; a token presented twice revokes its whole family. */
    async refresh(presented: string | undefined): Promise<IssuedSession> {
      if (!presented) throw new AppError('not_authenticated', 'Refresh token not provided.');
      const now = ctx.now();
      const stored = await repository.findRefreshToken(db, hashToken(presented));
      if (!stored || stored.revokedAt || stored.expiresAt <= now) {
        throw new AppError('token_invalid', 'Token is invalid or expired.');
      }
      // One transaction holding the user's row (findTokenClaims locks it): a refresh either
      // finishes before every session of the user ends, and is ended with them, or starts after
      // and finds its token revoked. It never outlives a sign-out everywhere.
      const outcome = await db.transaction(async (tx) => {
        const claims = await repository.findTokenClaims(tx, stored.userId);
        if (stored.rotatedAt || !(await repository.markRotated(tx, stored.id, now))) return null;
        const user = await repository.findSessionUser(tx, stored.userId);
        if (!user || !user.isActive || user.isSuspended) return null;
        return { user, claims, refreshToken: await issueRefreshToken(tx, user.id, stored.familyId) };
      });
      if (outcome === null) {
        // Presented twice (reuse), revoked meanwhile, or the account closed: the family ends.
        await repository.revokeFamily(db, stored.familyId, now);
        throw new AppError('token_invalid', 'Token is invalid or expired.');
      }
      const { user, claims, refreshToken } = outcome;
      const access = await ctx.accessTokens.sign({ userId: user.id, role: user.role, ...claims });
      return { access, refreshToken, user: toSessionUser(user) };
    },

    /** Keeps the signed-in user's language with their account, whatever their role. */
    async setLanguage(userId: number, language: Language): Promise<{ language: Language }> {
      if (!(await repository.setUserLanguage(db, userId, language))) {
        throw new AppError('account_gone', 'Your account no longer exists.');
      }
      return { language };
    },

    /** Ends this device's session. Unknown or missing tokens are fine: the outcome is the same. */
    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const stored = await repository.findRefreshToken(db, hashToken(presented));
      if (stored) await repository.revokeFamily(db, stored.familyId, ctx.now());
    },

    /**
     * Makes `change` (a password change, a suspension, a deletion) and ends every session of the
     * user in one transaction: their refresh tokens are revoked, and once it has committed every
     * API process refuses the access tokens issued before it (401).
     */
    async endAllSessions<Result>(
      userId: number,
      change: (tx: Transaction) => Promise<Result>,
    ): Promise<Result> {
      const result = await db.transaction(async (tx) => {
        const changed = await change(tx);
        await repository.endAllSessions(tx, userId, ctx.now());
        return changed;
      });
      await ctx.sessions.announceStandingChanged(userId);
      return result;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
