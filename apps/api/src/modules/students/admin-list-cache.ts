import type { ManagedStudent, Paginated } from '@vidya/contract';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.ts';

/**
 * The admin's student list pages, from memory for 5 s, as the catalogue is (decision 010): a
 * page with a search and a filter costs a few milliseconds of PostgreSQL (the page, the count
 * of the whole filtered list and the page's enrollment and exam figures), and admins re-read the
 * same pages as they work through them. Identical requests arriving together share one read.
 * Every change an admin makes to students, or to the colleges they belong to, drops every page
 * in this process at once (`forgetStudentLists`); what students change themselves (signing up,
 * taking an exam), and changes made on another server, show within 5 s.
 */
const TTL_MS = 5_000;
const PAGES_KEPT = 500;

type Page = Paginated<ManagedStudent>;
type Cache = LRUCache<string, Page, () => Promise<Page>>;
const byContext = new WeakMap<AppContext, Cache>();

function cacheOf(ctx: AppContext): Cache {
  let cache = byContext.get(ctx);
  if (!cache) {
    cache = new LRUCache<string, Page, () => Promise<Page>>({
      max: PAGES_KEPT,
      ttl: TTL_MS,
      fetchMethod: (_key, _stale, { context: read }) => read(),
      // A page being read when a change clears the cache answers nothing rather than failing its
      // readers with lru-cache's "deleted"; they read it again, after the change.
      allowStaleOnFetchAbort: true,
    });
    byContext.set(ctx, cache);
  }
  return cache;
}

/** The page the key names, from memory, or read by `read` (once, however many ask together). */
export async function cachedStudentPage(
  ctx: AppContext,
  key: unknown,
  read: () => Promise<Page>,
): Promise<Page> {
  return (await cacheOf(ctx).fetch(JSON.stringify(key), { context: read })) ?? read();
}

/** After a change to students (or their colleges) is committed: no page read before it is shown. */
export function forgetStudentLists(ctx: AppContext): void {
  cacheOf(ctx).clear();
}
