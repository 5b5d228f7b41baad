import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.ts';
import { promotionPricesHold, type PromotionState } from './pricing.ts';
import * as repository from './repository.ts';

/**
 * The stored promotion, from memory for 5 s like the catalogue (decision 010). What is kept is
 * the end moment, never "running or not", so no price read from memory outlives the end. A
 * change is forgotten at once on every API process (`forget` goes out through the broadcast:
 * Redis pub/sub when configured, issue #18); the 5 s bound what a process that missed the news
 * can serve.
 */
const TTL_MS = 5_000;
const KEY = 'promotion';
const PROMOTION_CHANGED = 'promotion.changed';

type Kept = { state: PromotionState };
const byContext = new WeakMap<AppContext, LRUCache<typeof KEY, Kept>>();

async function readPromotion(db: AppContext['database']['db']): Promise<Kept> {
  const row = await repository.findPromotion(db);
  return { state: row ? { discountPercent: row.discountPercent, endsAt: row.endsAt } : null };
}

function cacheOf(ctx: AppContext) {
  let cache = byContext.get(ctx);
  if (!cache) {
    const { db } = ctx.database;
    cache = new LRUCache<typeof KEY, Kept>({
      max: 1,
      ttl: TTL_MS,
      fetchMethod: () => readPromotion(db),
      // A read under way when a change clears the cache answers nothing rather than failing its
      // reader with lru-cache's "deleted" (a 500); `current` reads the database again, after it.
      allowStaleOnFetchAbort: true,
    });
    byContext.set(ctx, cache);
    const kept = cache;
    ctx.broadcast.subscribe(PROMOTION_CHANGED, () => kept.clear());
    ctx.broadcast.onResync(() => kept.clear());
  }
  return cache;
}

export function promotionState(ctx: AppContext) {
  const cache = cacheOf(ctx);
  return {
    async current(): Promise<PromotionState> {
      return ((await cache.fetch(KEY)) ?? (await readPromotion(ctx.database.db))).state;
    },
    /** Whether courses sell at their promotional (sale) price right now. */
    async pricesHold(): Promise<boolean> {
      return promotionPricesHold(await this.current(), ctx.now());
    },
    /**
     * After the promotion changed, once the change is committed. Resolves once the other
     * processes have been told, so the admin's next read, on whichever process, sees it.
     */
    async forget() {
      await ctx.broadcast.publish(PROMOTION_CHANGED, '');
    },
  };
}
