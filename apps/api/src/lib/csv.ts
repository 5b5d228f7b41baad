import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe makes them show it as text (OWASP "CSV injection").
 */
export function neutraliseCsvCell(value: Cell): string | number | boolean {
  if (value === null) return '';
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell of an exported table; null is an empty cell. */
export type Cell = string | number | boolean | null;

/**
 * A CSV download written batch by batch as the rows are read from the database, so an export of
 * 100,000 rows never holds more than one batch in memory. Every cell is neutralised.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([header]);
      for await (const rows of batches) {
        if (rows.length > 0) yield stringify(rows.map((row) => row.map(neutraliseCsvCell)));
      }
    })(),
  );
}
