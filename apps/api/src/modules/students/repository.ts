import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, students, users } from '../../db/schema.ts';

export async function findStudentProfileByUserId(db: Executor, userId: number) {
  const [row] = await db
    .select({
      student: students,
      email: users.email,
      fullName: users.fullName,
      createdAt: users.createdAt,
      collegeName: colleges.collegeName,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(colleges, eq(colleges.id, students.collegeId))
    .where(eq(students.userId, userId))
    .limit(1);
  return row;
}
