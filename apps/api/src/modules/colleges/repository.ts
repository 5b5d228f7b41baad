import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

function selectProfiles(db: Executor) {
  return db
    .select({ college: colleges, email: users.email, language: users.language, createdAt: users.createdAt })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId));
}

export type CollegeProfileRow = NonNullable<Awaited<ReturnType<typeof findCollegeProfileByUserId>>>;

// A deleted college is kept for the exams its students took (docs/colleges.md); nobody finds it.
const isLive = isNull(colleges.deletedAt);

export async function findCollegeProfileByUserId(db: Executor, userId: number) {
  const [row] = await selectProfiles(db)
    .where(and(eq(colleges.userId, userId), isLive))
    .limit(1);
  return row;
}

export async function findCollegeProfileById(db: Executor, collegeId: number) {
  const [row] = await selectProfiles(db)
    .where(and(eq(colleges.id, collegeId), isLive))
    .limit(1);
  return row;
}

export async function isApprovedCollege(db: Executor, collegeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .where(and(eq(colleges.id, collegeId), eq(colleges.isApprovedByAdmin, true), isLive))
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
        isLive,
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
