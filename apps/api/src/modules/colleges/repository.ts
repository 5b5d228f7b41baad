import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, users } from '../../db/schema.ts';

export async function findCollegeProfileByUserId(db: Executor, userId: number) {
  const [row] = await db
    .select({ college: colleges, email: users.email, createdAt: users.createdAt })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId))
    .where(eq(colleges.userId, userId))
    .limit(1);
  return row;
}
