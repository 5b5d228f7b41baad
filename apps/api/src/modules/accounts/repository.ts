import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, oneTimeCodes, students, users } from '../../db/schema.ts';

export type NewUser = typeof users.$inferInsert;
export type NewCollege = Omit<typeof colleges.$inferInsert, 'userId'>;
export type NewStudent = Omit<typeof students.$inferInsert, 'userId'>;

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

export async function updateUserPassword(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, userId));
}

export async function insertCollege(db: Executor, userId: number, college: NewCollege) {
  const [row] = await db
    .insert(colleges)
    .values({ ...college, userId })
    .returning({ id: colleges.id });
  if (!row) throw new Error('insert into colleges returned no row');
  return row.id;
}

export async function insertStudent(db: Executor, userId: number, student: NewStudent) {
  const [row] = await db
    .insert(students)
    .values({ ...student, userId })
    .returning({ id: students.id });
  if (!row) throw new Error('insert into students returned no row');
  return row.id;
}

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  fullName: users.fullName,
  language: users.language,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** A user found by email, with what the account flows need to decide. */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findAccountById(db: Executor, userId: number) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function deleteUser(db: Executor, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Executor, userId: number, at: Date) {
  await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setEmail(db: Executor, userId: number, email: string) {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/** Replaces any live code of the same purpose: only the newest code works. */
export async function replaceCode(
  db: Executor,
  code: {
    userId: number;
    purpose: CodePurpose;
    codeHash: string;
    targetEmail?: string | null;
    expiresAt: Date;
  },
) {
  await db
    .insert(oneTimeCodes)
    .values({ ...code, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: {
        codeHash: code.codeHash,
        targetEmail: code.targetEmail ?? null,
        expiresAt: code.expiresAt,
        failedAttempts: 0,
        createdAt: sql`now()`,
      },
    });
}

export async function findCode(db: Executor, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** Counts a wrong try atomically and returns the new count, so parallel guesses cannot skip it. */
export async function countFailedAttempt(db: Executor, codeId: number): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, codeId))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts });
  return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
}

/** Consumes the code; false if someone else consumed it first. */
export async function consumeCode(db: Executor, codeId: number): Promise<boolean> {
  const deleted = await db
    .delete(oneTimeCodes)
    .where(eq(oneTimeCodes.id, codeId))
    .returning({ id: oneTimeCodes.id });
  return deleted.length === 1;
}
