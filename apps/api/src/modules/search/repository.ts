import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, courses, exams, students, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/** `%text%` for ILIKE, with the user's own % _ and \ taken literally. */

/** Up to `limit` of each kind of record whose name, email or title contains `text`. */
export async function searchEverything(db: Executor, text: string, limit: number) {
  const pattern = containsPattern(text);
  const [studentRows, collegeRows, courseRows, examRows] = await Promise.all([
    db
      .select({ id: students.id, name: users.fullName, email: users.email })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(or(ilike(users.fullName, pattern), ilike(users.email, pattern)))
      .orderBy(asc(users.fullName), asc(students.id))
      .limit(limit),
    db
      .select({ id: colleges.id, name: colleges.collegeName, email: users.email })
      .from(colleges)
      .innerJoin(users, eq(users.id, colleges.userId))
      // A deleted college is kept for its students' results (docs/colleges.md), not found.
      .where(
        and(
          isNull(colleges.deletedAt),
          or(ilike(colleges.collegeName, pattern), ilike(users.email, pattern)),
        ),
      )
      .orderBy(asc(colleges.collegeName), asc(colleges.id))
      .limit(limit),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(ilike(courses.title, pattern))
      .orderBy(asc(courses.title), asc(courses.id))
      .limit(limit),
    db
      .select({ id: exams.id, title: exams.title, kind: exams.kind })
      .from(exams)
      .where(ilike(exams.title, pattern))
      .orderBy(asc(exams.title), asc(exams.id))
      .limit(limit),
  ]);
  return { students: studentRows, colleges: collegeRows, courses: courseRows, exams: examRows };
}
