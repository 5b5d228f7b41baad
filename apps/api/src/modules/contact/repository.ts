import type { ContactStatus } from '@vidya/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { contactMessages, contactReplies, users } from '../../db/schema.ts';

export async function insertMessage(db: Executor, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row?.id;
}

export type MessageFilter = { search?: string | undefined; status?: ContactStatus | undefined };

const STATUS_CONDITIONS: Record<ContactStatus, SQL> = {
  unread: isNull(contactMessages.readAt),
  read: isNotNull(contactMessages.readAt),
  handled: isNotNull(contactMessages.handledAt),
  open: isNull(contactMessages.handledAt),
};

function whereOf({ search, status }: MessageFilter): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
    status ? STATUS_CONDITIONS[status] : undefined,
  );
}

// Written out: inside a select from one table Drizzle leaves column names unqualified, and an
// unqualified "id" here would be the reply's own.
const repliesCount = sql<number>`(select count(*)::int from contact_replies r where r.message_id = "contact_messages"."id")`;

const messageColumns = {
  message: contactMessages,
  repliesCount: repliesCount.mapWith(Number),
};

export type MessageRow = { message: typeof contactMessages.$inferSelect; repliesCount: number };

/** One page of the messages the filter picks, newest first, and how many it picks in all. */
export async function listMessages(
  db: Executor,
  filter: MessageFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Locks the message for the rest of the transaction; undefined when there is none. */
export async function lockMessage(db: Executor, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

/** Every reply to the message, oldest first. */
export async function listReplies(db: Executor, messageId: number) {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

/** Marks the message read at `at` unless it already is; answers whether it changed. */
export async function markReadIfUnread(db: Executor, id: number, at: Date): Promise<boolean> {
  const changed = await db
    .update(contactMessages)
    .set({ readAt: at })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
    .returning({ id: contactMessages.id });
  return changed.length > 0;
}

export async function setMessageState(
  db: Executor,
  id: number,
  state: { readAt?: Date | null; handledAt?: Date | null },
): Promise<void> {
  await db.update(contactMessages).set(state).where(eq(contactMessages.id, id));
}

export async function insertReply(db: Executor, reply: typeof contactReplies.$inferInsert): Promise<void> {
  await db.insert(contactReplies).values(reply);
}

/** Deletes the message; its replies go with it (foreign key `on delete cascade`). */
export async function deleteMessage(db: Executor, id: number): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.id, id));
}

/** The account behind a user id: who writes a reply, as they are now. */
export async function findUserEmail(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** The language chosen by the account with this email, if there is one and it chose. */
export async function findLanguageOfEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.language ?? null;
}
