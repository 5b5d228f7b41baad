import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sitePromotion } from '../../db/schema.ts';

export type PromotionRow = typeof sitePromotion.$inferSelect;

/** The single stored promotion (row id 1), or undefined before one was ever set. */
export async function findPromotion(db: Executor): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(sitePromotion).limit(1);
  return row;
}

/** Sets the discount and end, creating the row the first time. */
export async function savePromotion(
  db: Executor,
  values: { discountPercent: number; endsAt: Date; updatedBy: number },
): Promise<PromotionRow> {
  const [row] = await db
    .insert(sitePromotion)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: sitePromotion.id,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('The promotion was not saved.');
  return row;
}

/** Stores a promotion only when none exists, so a restart never moves its end (the demo seed). */
export async function insertPromotionIfMissing(
  db: Executor,
  values: { discountPercent: number; endsAt: Date },
): Promise<void> {
  await db
    .insert(sitePromotion)
    .values({ id: 1, ...values })
    .onConflictDoNothing({ target: sitePromotion.id });
}
