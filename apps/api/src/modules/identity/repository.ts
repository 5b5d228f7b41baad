import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, students, users } from '../../db/schema.ts';

/**
 * The student behind a signed-in account: their id, college and standing there, and the email
 * and name they are written to; locked (`lock`) inside a transaction that decides on them.
 */
export async function findStudentOfUser(db: Executor, userId: number, { lock = false } = {}) {
  const query = db
    .select({
      id: students.id,
      collegeId: students.collegeId,
      isApprovedByCollege: students.isApprovedByCollege,
      email: users.email,
      fullName: users.fullName,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.userId, userId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: students }) : await query;
  return row;
}

/** A student's college and standing there, by the student's id: what decides which exams they see. */
export async function findStudentStanding(db: Executor, studentId: number) {
  const [row] = await db
    .select({
      id: students.id,
      collegeId: students.collegeId,
      isApprovedByCollege: students.isApprovedByCollege,
    })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row;
}

/** The college a signed-in college account runs. */
export async function findCollegeIdOfUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .where(eq(colleges.userId, userId))
    .limit(1);
  return row?.id;
}

/** A college's name, or undefined for a college that does not exist or has none yet. */
export async function findCollegeName(db: Executor, collegeId: number) {
  const [row] = await db
    .select({ name: colleges.collegeName })
    .from(colleges)
    .where(eq(colleges.id, collegeId))
    .limit(1);
  return row?.name ?? undefined;
}
