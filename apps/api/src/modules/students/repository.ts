import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, students, users } from '../../db/schema.ts';

const profileColumns = {
  student: students,
  email: users.email,
  fullName: users.fullName,
  language: users.language,
  createdAt: users.createdAt,
  collegeName: colleges.collegeName,
};

function selectProfiles(db: Executor) {
  return db
    .select(profileColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(colleges, eq(colleges.id, students.collegeId));
}

/** Where mail to a student goes: their name, email and the language they read. */
export async function findStudentAddressee(db: Executor, studentId: number) {
  const [row] = await db
    .select({ name: users.fullName, email: users.email, language: users.language })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, studentId))
    .limit(1);
  return row;
}

export type StudentProfileRow = NonNullable<Awaited<ReturnType<typeof findStudentProfileByUserId>>>;

export async function findStudentProfileByUserId(db: Executor, userId: number) {
  const [row] = await selectProfiles(db).where(eq(students.userId, userId)).limit(1);
  return row;
}

export async function findStudentProfileById(db: Executor, studentId: number) {
  const [row] = await selectProfiles(db).where(eq(students.id, studentId)).limit(1);
  return row;
}

export async function updateStudent(
  db: Executor,
  studentId: number,
  fields: Partial<typeof students.$inferInsert>,
) {
  if (Object.keys(fields).length > 0) await db.update(students).set(fields).where(eq(students.id, studentId));
}

export async function updateUserFullName(db: Executor, userId: number, fullName: string) {
  await db.update(users).set({ fullName }).where(eq(users.id, userId));
}

const suspensionColumns = {
  id: students.id,
  isSuspended: students.isSuspended,
  suspensionReason: students.suspensionReason,
  suspendedAt: students.suspendedAt,
};

/** The student's user, for ending their sessions; undefined when there is no such student. */
export async function findStudentUserId(db: Executor, studentId: number) {
  const [row] = await db
    .select({ userId: students.userId })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row?.userId;
}

/** Suspends a student who is not suspended yet; undefined when they already are. */
export async function suspendStudent(
  db: Executor,
  studentId: number,
  suspension: { reason: string; at: Date; byUserId: number },
) {
  const [row] = await db
    .update(students)
    .set({
      isSuspended: true,
      suspensionReason: suspension.reason,
      suspendedAt: suspension.at,
      suspendedBy: suspension.byUserId,
    })
    .where(and(eq(students.id, studentId), eq(students.isSuspended, false)))
    .returning(suspensionColumns);
  return row;
}

/** Lifts a student's suspension; undefined when they were not suspended. */
export async function liftSuspension(db: Executor, studentId: number) {
  const [row] = await db
    .update(students)
    .set({ isSuspended: false, suspensionReason: null, suspendedAt: null, suspendedBy: null })
    .where(and(eq(students.id, studentId), eq(students.isSuspended, true)))
    .returning(suspensionColumns);
  return row;
}
