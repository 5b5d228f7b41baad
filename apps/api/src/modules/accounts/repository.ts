import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colleges, students, users } from '../../db/schema.ts';

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
