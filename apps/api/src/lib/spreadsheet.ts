import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { RefusalCode } from '@vidya/contract';
import { fieldRefusal, type ValuesArgument } from './app-error.ts';

/**
 * An uploaded CSV or XLSX table read into rows keyed by column (question files, invitation
 * files). Rows are numbered as a spreadsheet shows them (the header is row 1), so
 * a person can find the row an error names; empty rows are skipped.
 */

export type SheetRow<Column extends string> = { row: number; cells: Record<Column, string> };

/** A refusal of the uploaded file (400), shown under its `file` field. */
export const invalidFile = <Code extends RefusalCode>(
  code: Code,
  detail: string,
  ...values: ValuesArgument<Code>
) => fieldRefusal(code, 'file', detail, ...values);

/** "Roll Number", " roll-number " and "ROLL_NUMBER" all name the same column. */
const normaliseHeader = (value: string) =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Undo a CSV export's formula guard (a leading apostrophe), so an exported file reads back the same. */
const restoreCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** Whether the bytes are a ZIP archive, as an .xlsx workbook is. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

type Table = { number: number; cells: string[] }[];

function readCsv(bytes: Buffer): Table {
  const text = bytes.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw invalidFile(
      'file_not_text',
      'This file is neither UTF-8 text (CSV) nor an Excel workbook (.xlsx). Save it as "CSV UTF-8" or as .xlsx and upload it again.',
    );
  }
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
    return records.map((cells, index) => ({ number: index + 1, cells }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw invalidFile(
      'file_csv_unreadable',
      `The CSV file could not be read (${reason}). Check for a stray quote mark and upload it again.`,
    );
  }
}

async function readXlsx(bytes: Buffer, maxRows: number, items: string): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalidFile(
      'file_xlsx_unreadable',
      'The Excel file could not be read. Save it again as an Excel Workbook (.xlsx) and upload it again.',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet)
    throw invalidFile(
      'file_no_worksheet',
      `The workbook has no worksheet. Put the ${items} on the first sheet.`,
    );
  if (sheet.actualRowCount > maxRows + 1) throw tooManyRows(sheet.actualRowCount - 1, maxRows, items);
  const table: Table = [];
  sheet.eachRow((row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      const cell = row.getCell(column);
      cells.push(cell.value === null || cell.value === undefined ? '' : cell.text);
    }
    table.push({ number, cells });
  });
  return table;
}

const tooManyRows = (count: number, maxRows: number, items: string) =>
  invalidFile(
    'file_too_many_rows',
    `The file has ${count} ${items}; upload at most ${maxRows} at a time (split it into several files).`,
    { count, max: maxRows },
  );

/**
 * The rows of a CSV or XLSX file under a header naming every one of `columns` (in any order,
 * other columns ignored). Refuses (400, under `file`) an empty or unreadable file, a missing
 * column, no rows, or more than `maxRows`. `items` names what the rows hold in those messages
 * ("questions", "rows").
 */
export async function readSpreadsheet<Column extends string>(
  bytes: Buffer,
  columns: readonly Column[],
  { maxRows, rule, items = 'rows' }: { maxRows: number; rule: string; items?: string },
): Promise<SheetRow<Column>[]> {
  if (bytes.length === 0) throw invalidFile('file_empty', `The file is empty. ${rule}`);
  const table = isZip(bytes) ? await readXlsx(bytes, maxRows, items) : readCsv(bytes);
  const [first, ...body] = table;
  const header = first?.number === 1 ? first.cells.map((cell) => normaliseHeader(String(cell))) : [];
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw invalidFile(
      'file_columns_missing',
      `The header row (row 1) is missing the ${missing.length === 1 ? 'column' : 'columns'} ${missing.join(', ')}. It must name ${columns.join(', ')}; download the template to start from.`,
      { columns: missing.join(', ') },
    );
  }
  const rows: SheetRow<Column>[] = [];
  for (const { number, cells: record } of body) {
    if (record.every((cell) => String(cell).trim() === '')) continue;
    const cells = Object.fromEntries(
      columns.map((column) => [column, restoreCell(String(record[header.indexOf(column)] ?? ''))]),
    ) as Record<Column, string>;
    rows.push({ row: number, cells });
  }
  if (rows.length === 0)
    throw invalidFile('file_no_rows', `The file has a header row but no ${items} under it.`);
  if (rows.length > maxRows) throw tooManyRows(rows.length, maxRows, items);
  return rows;
}
