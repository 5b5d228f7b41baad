import type { Paginated } from '@vidya/contract';

export type PageRequest = { page: number; pageSize: number };

export const pageOffset = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** The spec's pagination object (§3) around one page of results. */
export function toPage<T>(results: T[], count: number, { page, pageSize }: PageRequest): Paginated<T> {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    page_size: pageSize,
    current_page: page,
    total_pages: totalPages,
    next: page < totalPages ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, totalPages) : null,
    results,
  };
}
