import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import {
  checkText,
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_MAX_ROWS,
  QuestionInput,
  type ImportReport,
} from '@vidya/contract';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { invalidFile, isZip, readSpreadsheet } from '../../../lib/spreadsheet.ts';
import { neutraliseCsvCell } from '../../../lib/csv.ts';
import {
  detectFormat,
  QuestionFileError,
  readFormatFile,
  writeFormatFile,
  type FormatItem,
  type QuestionFileFormat as MoodleFormat,
} from './question-formats/index.ts';

/**
 * Question files (CSV or XLSX) in and out: one header row with QUESTION_IMPORT_COLUMNS, then one
 * question a row. Rows are numbered as a spreadsheet shows them (the header is row 1), so a
 * person can find the row an error names.
 */

export type ImportFormat = 'csv' | 'xlsx';
/** Every question file format: Vidya's columns and Moodle's three. */
export type QuestionFileFormat = ImportFormat | MoodleFormat;
type Column = (typeof QUESTION_IMPORT_COLUMNS)[number];
type RawRow = { row: number; cells: Record<Column, string> };
export type ValidQuestion = { row: number; question: z.output<typeof QuestionInput> };
export type RowError = ImportReport['errors'][number];

export const IMPORT_FILE_RULE =
  'Upload a .csv or .xlsx file whose first row names the columns ' +
  `${QUESTION_IMPORT_COLUMNS.join(', ')}, or a Moodle question file (Aiken .txt, GIFT .gift/.txt or Moodle XML .xml, UTF-8), ` +
  `of at most 2 MB and ${QUESTION_IMPORT_MAX_ROWS} questions.`;

/** The question rows of a file, keyed by column, with their spreadsheet row numbers. */
export const readQuestionFile = (bytes: Buffer): Promise<RawRow[]> =>
  readSpreadsheet(bytes, QUESTION_IMPORT_COLUMNS, {
    maxRows: QUESTION_IMPORT_MAX_ROWS,
    rule: IMPORT_FILE_RULE,
    items: 'questions',
  });

/**
 * Checks every row with the same rules as a question typed into the form, the contract's text
 * rule included: a file does not pass through a route's schema (decision 014).
 */
export function validateRows(rows: RawRow[]): { valid: ValidQuestion[]; errors: RowError[] } {
  const valid: ValidQuestion[] = [];
  const errors: RowError[] = [];
  for (const { row, cells } of rows) {
    const rowErrors: RowError[] = [];
    const badText = new Set<string>();
    for (const column of QUESTION_IMPORT_COLUMNS) {
      const message = checkText(cells[column]);
      if (message === undefined) continue;
      badText.add(column);
      rowErrors.push({ row, field: column, message: `Invalid ${column}: ${message}` });
    }
    const marksText = cells.marks.trim();
    let marks: number | undefined;
    if (!badText.has('marks')) {
      if (marksText === '')
        rowErrors.push({ row, field: 'marks', message: 'Enter the marks (a whole number).' });
      else if (!/^-?\d+(\.0+)?$/.test(marksText))
        rowErrors.push({ row, field: 'marks', message: `Marks must be a whole number, not "${marksText}".` });
      else marks = Number(marksText);
    }
    const parsed = QuestionInput.safeParse({
      question_text: cells.question_text,
      option_a: cells.option_a,
      option_b: cells.option_b,
      option_c: cells.option_c,
      option_d: cells.option_d,
      correct_answer: cells.correct_answer,
      marks: marks ?? 1,
      explanation: cells.explanation,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        if ((field === 'marks' && marks === undefined) || badText.has(field)) continue;
        rowErrors.push({ row, field, message: issue.message });
      }
    }
    if (rowErrors.length > 0 || !parsed.success) errors.push(...rowErrors);
    else valid.push({ row, question: parsed.data });
  }
  return { valid, errors };
}

export function toReport(
  total: number,
  checked: { valid: ValidQuestion[]; errors: RowError[] },
  options: { dryRun: boolean; imported: number; file?: QuestionFileContents },
): ImportReport {
  return {
    ...(options.file && {
      format: options.file.format,
      unsupported: options.file.unsupported,
      warnings: options.file.warnings,
    }),
    dry_run: options.dryRun,
    total_rows: total,
    valid_rows: checked.valid.length,
    imported: options.imported,
    errors: checked.errors,
    preview: checked.valid.map(({ row, question }) => ({
      row,
      question_text: question.question_text,
      correct_answer: question.correct_answer,
      marks: question.marks,
    })),
  };
}

/** What a row number means in each format, in words ("row 3", "line 3", "question element 3"). */
const UNIT: Record<QuestionFileFormat, string> = {
  csv: 'row',
  xlsx: 'row',
  aiken: 'line',
  gift: 'line',
  moodlexml: 'question element',
};

/** An invalid real import: nothing was written; each error keyed "row N: field" (or "line N"). */
export function importRefusal(
  total: number,
  errors: RowError[],
  format: QuestionFileFormat = 'csv',
): AppError {
  const badRows = new Set(errors.map((error) => error.row)).size;
  const keyed: Record<string, string[]> = {};
  for (const error of errors)
    (keyed[`${UNIT[format]} ${error.row}: ${error.field}`] ??= []).push(error.message);
  const what =
    format === 'csv' || format === 'xlsx' ? ['row has', 'rows have'] : ['question has', 'questions have'];
  return new AppError(
    'import_rows_invalid',
    `Nothing was imported: ${badRows} of ${total} ${total === 1 ? what[0] : what[1]} errors. Fix ${badRows === 1 ? 'it' : 'them'} and upload the file again, or check it first with a dry run.`,
    { errors: keyed, values: { bad: badRows, total } },
  );
}

/** A real import of a Moodle file with items Vidya cannot hold, without skip_unsupported. */
export function unsupportedRefusal(file: QuestionFileContents): AppError {
  const keyed: Record<string, string[]> = {};
  for (const item of file.unsupported) (keyed[`${item.location}: ${item.name}`] ??= []).push(item.reason);
  const count = file.unsupported.length;
  return new AppError(
    'import_unsupported_questions',
    `Nothing was imported: ${count} of ${file.total} questions ${count === 1 ? 'is a kind' : 'are kinds'} Vidya cannot hold (listed under errors). Import only the others with skip_unsupported=true, or take ${count === 1 ? 'it' : 'them'} out of the file.`,
    { errors: keyed, values: { count, total: file.total } },
  );
}

/** What a question file holds, whatever its format. */
export type QuestionFileContents = {
  format: QuestionFileFormat;
  /** Every item, the unsupported and broken ones included. */
  total: number;
  rows: RawRow[];
  unsupported: NonNullable<ImportReport['unsupported']>;
  warnings: NonNullable<ImportReport['warnings']>;
  /** Items a format reader found broken (e.g. an Aiken question with no ANSWER line). */
  errors: RowError[];
};

function fromItems(format: MoodleFormat, items: FormatItem[]): QuestionFileContents {
  const contents: QuestionFileContents = {
    format,
    total: items.length,
    rows: [],
    unsupported: [],
    warnings: [],
    errors: [],
  };
  for (const item of items) {
    if (item.kind === 'question') {
      contents.rows.push({ row: item.at, cells: item.cells });
      for (const message of item.warnings) contents.warnings.push({ row: item.at, message });
    } else if (item.kind === 'unsupported') {
      contents.unsupported.push({
        row: item.at,
        location: item.location,
        name: item.name,
        reason: item.reason,
      });
    } else {
      contents.errors.push({ row: item.at, field: item.field, message: item.message });
    }
  }
  return contents;
}

/**
 * Reads a question file in the format asked for, or else the one its content shows. Refuses
 * (400) a file that cannot be read at all, with where it broke; item by item problems are left
 * for the report.
 */
export async function readAnyQuestionFile(
  bytes: Buffer,
  forced?: QuestionFileFormat,
): Promise<QuestionFileContents> {
  if (bytes.length === 0) throw invalidFile('file_empty', `The file is empty. ${IMPORT_FILE_RULE}`);
  const format = forced ?? detectFormat(bytes);
  if (format === 'csv' || format === 'xlsx') {
    const rows = await readQuestionFile(bytes);
    return {
      format: isZip(bytes) ? 'xlsx' : 'csv',
      total: rows.length,
      rows,
      unsupported: [],
      warnings: [],
      errors: [],
    };
  }
  let items: FormatItem[];
  try {
    items = readFormatFile(format, bytes);
  } catch (error) {
    if (error instanceof QuestionFileError) throw invalidFile('question_file_unreadable', error.detail);
    throw error;
  }
  if (items.length === 0) {
    throw invalidFile(
      'file_no_rows',
      `No questions were found in this file read as ${FORMAT_NAMES[format]}. Check the file (or the format asked for) and upload it again.`,
    );
  }
  if (items.length > QUESTION_IMPORT_MAX_ROWS) {
    throw invalidFile(
      'file_too_many_rows',
      `The file has ${items.length} questions; import at most ${QUESTION_IMPORT_MAX_ROWS} at a time (split it into several files).`,
      { count: items.length, max: QUESTION_IMPORT_MAX_ROWS },
    );
  }
  return fromItems(format, items);
}

const FORMAT_NAMES: Record<MoodleFormat, string> = { aiken: 'Aiken', gift: 'GIFT', moodlexml: 'Moodle XML' };

type TypedQuestion = Parameters<typeof writeFormatFile>[1][number];

export const TEMPLATE_EXAMPLE: TypedQuestion = {
  question_text: 'A train covers 120 km in 2 hours. What is its average speed?',
  option_a: '40 km/h',
  option_b: '60 km/h',
  option_c: '80 km/h',
  option_d: '120 km/h',
  correct_answer: 'b',
  marks: 1,
  explanation: 'Speed = distance / time = 120 / 2 = 60 km/h.',
};

/** A question file of the given questions, in the format asked for (csv and xlsx with the header row). */
export async function writeQuestionFile(format: QuestionFileFormat, rows: TypedQuestion[]): Promise<Buffer> {
  if (format !== 'csv' && format !== 'xlsx') return writeFormatFile(format, rows);
  const records = rows.map((row) => QUESTION_IMPORT_COLUMNS.map((column) => row[column]));
  if (format === 'csv') {
    return Buffer.from(
      stringify([[...QUESTION_IMPORT_COLUMNS], ...records.map((record) => record.map(neutraliseCsvCell))]),
      'utf8',
    );
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...QUESTION_IMPORT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  for (const record of records) sheet.addRow(record);
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 || index === 7 ? 60 : index === 5 || index === 6 ? 14 : 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const FILE_TYPES: Record<QuestionFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  aiken: 'text/plain; charset=utf-8',
  gift: 'text/plain; charset=utf-8',
  moodlexml: 'application/xml; charset=utf-8',
};

/** How a file of each format ends: Moodle's importers take Aiken and GIFT as .txt. */
export const FILE_ENDINGS: Record<QuestionFileFormat, string> = {
  csv: '.csv',
  xlsx: '.xlsx',
  aiken: '-aiken.txt',
  gift: '-gift.txt',
  moodlexml: '.xml',
};

/** A question file as a download, typed and named for its format. */
export const sendQuestionFile = (
  reply: FastifyReply,
  format: QuestionFileFormat,
  { file, name }: { file: Buffer; name: string },
) =>
  reply.type(FILE_TYPES[format]).header('Content-Disposition', `attachment; filename="${name}"`).send(file);
