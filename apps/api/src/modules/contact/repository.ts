import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function insertMessage(db: Executor, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row?.id;
}

export async function listMessages(db: Executor, limit: number, offset: number) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contactMessages);
  return row?.value ?? 0;
}
