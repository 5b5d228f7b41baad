import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '@vidya/contract';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { collegeInvitations, colleges, students, users } from '../../db/schema.ts';

/**
 * College invitations (issue #14): what a college's file is checked against, the invitations it
 * sent, and the join requests waiting for a student. A college's reads are narrowed to its own
 * invitations; a student's to those sent to their account or address.
 */

const lowerEmail = sql<string>`lower(${collegeInvitations.email})`;
const isPending = eq(collegeInvitations.status, 'pending');

/** The accounts that own these addresses (lower case), with their student record when they have one. */
export async function findAccountsByEmails(db: Executor, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({
      email: sql<string>`lower(${users.email})`,
      role: users.role,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      studentId: students.id,
      collegeId: students.collegeId,
      isApprovedByCollege: students.isApprovedByCollege,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(inArray(sql`lower(${users.email})`, emails));
}

/** Which of these roll numbers a student of the college, or a pending invitation of it, already holds. */
export async function findRollNumbersInUse(db: Executor, collegeId: number, rollNumbers: string[]) {
  if (rollNumbers.length === 0) return new Set<string>();
  const [held, reserved] = await Promise.all([
    db
      .select({ rollNumber: students.rollNumber })
      .from(students)
      .where(and(eq(students.collegeId, collegeId), inArray(students.rollNumber, rollNumbers))),
    db
      .select({ rollNumber: collegeInvitations.rollNumber })
      .from(collegeInvitations)
      .where(
        and(
          eq(collegeInvitations.collegeId, collegeId),
          isPending,
          inArray(collegeInvitations.rollNumber, rollNumbers),
        ),
      ),
  ]);
  return new Set([...held, ...reserved].flatMap((row) => (row.rollNumber === null ? [] : [row.rollNumber])));
}

/** The addresses (lower case) that already have a pending invitation from the college, expired or not. */
export async function findPendingEmails(db: Executor, collegeId: number, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: lowerEmail })
    .from(collegeInvitations)
    .where(and(eq(collegeInvitations.collegeId, collegeId), isPending, inArray(lowerEmail, emails)));
  return new Set(rows.map((row) => row.email));
}

/** Invitations of the college still waiting and not expired: each may become an approved student. */
export async function countOpenInvitations(db: Executor, collegeId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(collegeInvitations)
    .where(
      and(eq(collegeInvitations.collegeId, collegeId), isPending, gt(collegeInvitations.expiresAt, now)),
    );
  return row?.value ?? 0;
}

export type NewInvitation = {
  email: string;
  fullName: string;
  rollNumber: string | null;
  studentId: number | null;
  codeHash: string;
};

export async function insertInvitations(
  db: Executor,
  collegeId: number,
  invitedBy: number,
  rows: NewInvitation[],
  at: Date,
  expiresAt: Date,
) {
  if (rows.length === 0) return [];
  return db
    .insert(collegeInvitations)
    .values(rows.map((row) => ({ ...row, collegeId, invitedBy, expiresAt, lastSentAt: at, createdAt: at })))
    .returning({ id: collegeInvitations.id, email: collegeInvitations.email });
}

const statusWhere = (status: InvitationStatus, now: Date): SQL | undefined => {
  if (status === 'pending') return and(isPending, gt(collegeInvitations.expiresAt, now));
  if (status === 'expired') return and(isPending, lte(collegeInvitations.expiresAt, now));
  return eq(collegeInvitations.status, status);
};

const invitationColumns = {
  id: collegeInvitations.id,
  collegeId: collegeInvitations.collegeId,
  email: collegeInvitations.email,
  fullName: collegeInvitations.fullName,
  rollNumber: collegeInvitations.rollNumber,
  studentId: collegeInvitations.studentId,
  status: collegeInvitations.status,
  expiresAt: collegeInvitations.expiresAt,
  lastSentAt: collegeInvitations.lastSentAt,
  sendCount: collegeInvitations.sendCount,
  respondedAt: collegeInvitations.respondedAt,
  createdAt: collegeInvitations.createdAt,
};

/** The college's invitations, newest first, by status and a search in the name, email or roll number. */
export async function listInvitations(
  db: Executor,
  collegeId: number,
  filter: { status: InvitationStatus | undefined; search: string | undefined; now: Date },
  page: { limit: number; offset: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    eq(collegeInvitations.collegeId, collegeId),
    filter.status ? statusWhere(filter.status, filter.now) : undefined,
    pattern
      ? or(
          ilike(collegeInvitations.fullName, pattern),
          ilike(collegeInvitations.email, pattern),
          ilike(collegeInvitations.rollNumber, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(invitationColumns)
      .from(collegeInvitations)
      .where(where)
      .orderBy(desc(collegeInvitations.createdAt), desc(collegeInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(collegeInvitations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>['rows'][number];

/** One invitation of the college, locked until the transaction ends; another college's is never found. */
export async function lockCollegeInvitation(db: Executor, collegeId: number, id: number) {
  const [row] = await db
    .select(invitationColumns)
    .from(collegeInvitations)
    .where(and(eq(collegeInvitations.id, id), eq(collegeInvitations.collegeId, collegeId)))
    .for('update');
  return row;
}

export async function renewInvitation(
  db: Executor,
  id: number,
  values: { codeHash: string; at: Date; expiresAt: Date },
) {
  await db
    .update(collegeInvitations)
    .set({
      codeHash: values.codeHash,
      lastSentAt: values.at,
      expiresAt: values.expiresAt,
      sendCount: sql`${collegeInvitations.sendCount} + 1`,
    })
    .where(eq(collegeInvitations.id, id));
}

export async function closeInvitation(
  db: Executor,
  id: number,
  values: { status: 'accepted' | 'declined' | 'revoked'; at: Date; studentId?: number },
) {
  await db
    .update(collegeInvitations)
    .set({ status: values.status, respondedAt: values.at, studentId: values.studentId })
    .where(eq(collegeInvitations.id, id));
}

/** The invitation the code opens, with its college, locked when inside a transaction that asks. */
export async function findByCodeHash(db: Executor, codeHash: string, lock = false) {
  const query = db
    .select({ ...invitationColumns, collegeName: colleges.collegeName, collegeDeletedAt: colleges.deletedAt })
    .from(collegeInvitations)
    .innerJoin(colleges, eq(colleges.id, collegeInvitations.collegeId))
    .where(eq(collegeInvitations.codeHash, codeHash));
  const [row] = lock ? await query.for('update', { of: collegeInvitations }) : await query;
  return row;
}

/** Invitations sent to the student's account or to their address. */
const sentTo = (student: { studentId: number; email: string }) =>
  or(eq(collegeInvitations.studentId, student.studentId), eq(lowerEmail, student.email.toLowerCase()));

/** The student's join requests still open, newest first, from colleges that still exist. */
export async function listOpenForStudent(
  db: Executor,
  student: { studentId: number; email: string },
  now: Date,
) {
  return db
    .select({
      id: collegeInvitations.id,
      collegeId: collegeInvitations.collegeId,
      collegeName: colleges.collegeName,
      rollNumber: collegeInvitations.rollNumber,
      createdAt: collegeInvitations.createdAt,
      expiresAt: collegeInvitations.expiresAt,
    })
    .from(collegeInvitations)
    .innerJoin(colleges, eq(colleges.id, collegeInvitations.collegeId))
    .where(and(sentTo(student), isPending, gt(collegeInvitations.expiresAt, now), isNull(colleges.deletedAt)))
    .orderBy(desc(collegeInvitations.createdAt), asc(collegeInvitations.id));
}

/** One invitation sent to the student, locked; anyone else's is never found. */
export async function lockStudentInvitation(
  db: Executor,
  student: { studentId: number; email: string },
  id: number,
) {
  const [row] = await db
    .select({ ...invitationColumns, collegeName: colleges.collegeName, collegeDeletedAt: colleges.deletedAt })
    .from(collegeInvitations)
    .innerJoin(colleges, eq(colleges.id, collegeInvitations.collegeId))
    .where(and(eq(collegeInvitations.id, id), sentTo(student)))
    .for('update', { of: collegeInvitations });
  return row;
}

/** The student joins the college through its invitation: approved, with the college's roll number. */
export async function joinCollege(
  db: Executor,
  studentId: number,
  values: { collegeId: number; rollNumber: string | null; at: Date },
) {
  await db
    .update(students)
    .set({
      collegeId: values.collegeId,
      isApprovedByCollege: true,
      approvedByCollegeAt: values.at,
      rollNumber: values.rollNumber,
    })
    .where(eq(students.id, studentId));
}

/** Whether a student of the college other than this one holds the roll number. */
export async function isRollNumberHeld(
  db: Executor,
  collegeId: number,
  rollNumber: string,
  exceptStudentId: number | null,
) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.collegeId, collegeId), eq(students.rollNumber, rollNumber)))
    .limit(1);
  return row !== undefined && row.id !== exceptStudentId;
}
