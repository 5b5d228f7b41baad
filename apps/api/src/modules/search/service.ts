import type { GlobalSearchResult } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import * as repository from './repository.ts';

/** How many matches of each kind the admin's search box shows. */
export const GLOBAL_SEARCH_LIMIT = 5;

export function createSearchService(ctx: AppContext) {
  return {
    /** Students and colleges by name or email, courses and exams by title. */
    search: (text: string): Promise<GlobalSearchResult> =>
      repository.searchEverything(ctx.database.db, text, GLOBAL_SEARCH_LIMIT),
  };
}
