import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, students, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

function selectProfiles(db: Executor) {
  return db
    .select({ college: colleges, email: users.email, language: users.language, createdAt: users.createdAt })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId));
}

export type CollegeProfileRow = NonNullable<Awaited<ReturnType<typeof findCollegeProfileByUserId>>>;

export async function findCollegeProfileByUserId(db: Executor, userId: number) {
  const [row] = await selectProfiles(db).where(eq(colleges.userId, userId)).limit(1);
  return row;
}

export async function findCollegeProfileById(db: Executor, collegeId: number) {
  const [row] = await selectProfiles(db).where(eq(colleges.id, collegeId)).limit(1);
  return row;
}

export async function isApprovedCollege(db: Executor, collegeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .where(and(eq(colleges.id, collegeId), eq(colleges.isApprovedByAdmin, true)))
    .limit(1);
  return Boolean(row);
}

/** Approved colleges whose name, city or state contains the text, by name. */
export async function searchApprovedColleges(db: Executor, text: string, limit: number) {
  const pattern = containsPattern(text);
  return db
    .select({
      id: colleges.id,
      college_name: colleges.collegeName,
      city: colleges.city,
      state: colleges.state,
    })
    .from(colleges)
    .where(
      and(
        eq(colleges.isApprovedByAdmin, true),
        text
          ? or(
              ilike(colleges.collegeName, pattern),
              ilike(colleges.city, pattern),
              ilike(colleges.state, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(colleges.collegeName))
    .limit(limit);
}

export async function updateCollege(
  db: Executor,
  collegeId: number,
  fields: Partial<typeof colleges.$inferInsert>,
) {
  if (Object.keys(fields).length > 0) await db.update(colleges).set(fields).where(eq(colleges.id, collegeId));
}

/** A college leaving the platform: its students become unlinked, awaiting no one's approval. */
export async function releaseStudents(db: Executor, collegeId: number) {
  await db
    .update(students)
    .set({ collegeId: null, isApprovedByCollege: false, approvedByCollegeAt: null })
    .where(eq(students.collegeId, collegeId));
}

export async function deleteCollegeUser(db: Executor, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}
