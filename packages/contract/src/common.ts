import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';

/** Every error the API returns has this shape (design §4). */
export const ErrorBody = z
  .object({
    detail: z.string(),
    /** What failed, from the one table of refusals (`refusals.ts`). */
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** The names and numbers the code's message needs in another language than English. */
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const DetailBody = z.object({ detail: z.string() });
export type DetailBody = z.infer<typeof DetailBody>;

/** Largest id PostgreSQL's `integer` holds: anything above cannot name a record. */
export const MAX_RECORD_ID = 2_147_483_647;
export const RecordId = z.number().int().positive().max(MAX_RECORD_ID, 'No record has this id.');
/** An id from a URL or query string. */
export const QueryRecordId = z.coerce.number().int().positive().max(MAX_RECORD_ID, 'No record has this id.');

export const IdParams = z.object({ id: QueryRecordId });

export const Email = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((value) => value.toLowerCase());

/** A list exported as a file: CSV (formula-safe) or an Excel workbook; CSV unless asked. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ExportFormat = z.enum(EXPORT_FORMATS, "format must be 'csv' or 'xlsx'.");
export type ExportFormat = z.infer<typeof ExportFormat>;
/** The `format` of an export's query string. */
export const ExportFormatQuery = z.object({ format: ExportFormat.default('csv') });

export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more.').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size must be 1 or more.')
    .max(MAX_PAGE_SIZE, `page_size must be at most ${MAX_PAGE_SIZE}.`)
    .optional(),
});

/** The spec's pagination object (§3). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page_size: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}
export type Paginated<T> = {
  count: number;
  page_size: number;
  current_page: number;
  total_pages: number;
  next: number | null;
  previous: number | null;
  results: T[];
};
