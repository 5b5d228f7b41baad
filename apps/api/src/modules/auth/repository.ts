import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '@vidya/contract';
import type { Executor } from '../../db/client.ts';
import { colleges, refreshTokens, students, users } from '../../db/schema.ts';

/** A user with the profile flags that decide whether they may sign in. */
export async function findLoginAccount(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      language: users.language,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
      emailVerifiedAt: users.emailVerifiedAt,
      isSuspended: students.isSuspended,
      isCollegeApproved: colleges.isApprovedByAdmin,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .leftJoin(colleges, eq(colleges.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findSessionUser(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      language: users.language,
      isActive: users.isActive,
      isSuspended: students.isSuspended,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether each user may still use their access tokens, and under which session version. */
export async function findSessionStandings(db: Executor, userIds: number[]) {
  const rows = await db
    .select({
      id: users.id,
      sessionVersion: users.sessionVersion,
      isActive: users.isActive,
      isSuspended: students.isSuspended,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => [
      row.id,
      { sessionVersion: row.sessionVersion, isOpen: row.isActive && row.isSuspended !== true },
    ]),
  );
}

/** Access tokens issued before this carry an older version and are refused; refresh tokens are revoked. */
export async function endAllSessions(db: Executor, userId: number, at: Date) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await revokeAllForUser(db, userId, at);
}

/** The signed-in user's language; false when the account is gone. */
export async function setUserLanguage(db: Executor, userId: number, language: Language): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length === 1;
}

export async function recordLogin(db: Executor, userId: number, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function insertRefreshToken(
  db: Executor,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the token rotated unless someone else did first; false means it was already used. */
export async function markRotated(db: Executor, id: number, at: Date): Promise<boolean> {
  const updated = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return updated.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

async function revokeAllForUser(db: Executor, userId: number, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export type LoginAccount = NonNullable<Awaited<ReturnType<typeof findLoginAccount>>>;

/**
 * What an access token carries besides the user and role: the student or college row behind the
 * user (`pid`) and the session version it is issued under (`ver`).
 */
export async function findTokenClaims(db: Executor, userId: number) {
  // The user's row stays locked until the caller's transaction ends: ending every session of
  // the user (which raises the version) waits for a session being started, or it for that.
  const [row] = await db
    .select({
      sessionVersion: users.sessionVersion,
      studentId: students.id,
      collegeId: colleges.id,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .leftJoin(colleges, eq(colleges.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
    .for('share', { of: users });
  return { profileId: row?.studentId ?? row?.collegeId ?? null, sessionVersion: row?.sessionVersion ?? 0 };
}
