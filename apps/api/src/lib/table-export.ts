import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormat } from '@vidya/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvStream, type Cell } from './csv.ts';

export type { Cell } from './csv.ts';

/** A list exported as a file: its column names and its rows, read from the database batch by batch. */
export type TableExport = {
  /** The file's name without the date and extension, e.g. `students`. */
  name: string;
  header: readonly string[];
  batches: AsyncIterable<Cell[][]>;
};

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * An Excel workbook written row by row as the batches arrive (ExcelJS's streaming writer), so an
 * export of 100,000 rows never holds more than a batch and the zip's window in memory. Every
 * text is written as a text cell, never as a formula, so `=…` is shown, not run.
 */
function xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow([...header]).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row).commit();
      // Let the download catch up before reading the next batch from the database.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** The export as a stream in the chosen format. */
export function tableExportStream(format: ExportFormat, table: TableExport): Readable {
  return format === 'xlsx'
    ? xlsxStream(table.name, table.header, table.batches)
    : csvStream(table.header, table.batches);
}

/** Sends the export as a download named `<name>-<YYYY-MM-DD>.<format>`. */
export function sendTableExport(reply: FastifyReply, format: ExportFormat, table: TableExport, now: Date) {
  const fileName = `${table.name}-${now.toISOString().slice(0, 10)}.${format}`;
  return reply
    .type(EXPORT_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(tableExportStream(format, table));
}

/**
 * Reads a table in keyset batches: `readBatch(after)` returns up to `size` rows after the cursor
 * (null for the first batch) and the cursor of its last row; stops after a short batch.
 */
export async function* inBatches<Row, Cursor>(
  size: number,
  readBatch: (after: Cursor | null) => Promise<{ rows: Row[]; last: Cursor | null }>,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const { rows, last } = await readBatch(cursor);
    yield rows;
    if (rows.length < size || last === null) return;
    cursor = last;
  }
}
