import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe makes them show it as text (OWASP "CSV injection").
 */
export function neutraliseCsvCell(value: string | number | boolean): string | number | boolean {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type Cell = string | number | boolean;

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
