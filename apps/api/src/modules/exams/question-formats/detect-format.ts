import { QUESTION_IMPORT_COLUMNS } from '@vidya/contract';

/**
 * Which format a question file is in, from its content (an explicit `?format=` wins over this).
 * A zip is an Excel workbook; `<?xml` or `<quiz` is Moodle XML; a first row naming the import
 * columns is CSV; answers in braces, `::names::` or `$CATEGORY:` are GIFT; `ANSWER:` lines with
 * no braces are Aiken. Anything else is read as CSV, whose header check then says what is wrong.
 */
export type DetectedFormat = 'csv' | 'xlsx' | 'aiken' | 'gift' | 'moodlexml';

export function detectFormat(bytes: Buffer): DetectedFormat {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  const text = bytes
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('<?xml') || start.startsWith('<quiz')) return 'moodlexml';
  const firstLine = (start.split(/\r?\n/, 1)[0] ?? '').toLowerCase().replace(/[\s-]+/g, '_');
  if (QUESTION_IMPORT_COLUMNS.every((column) => firstLine.includes(column))) return 'csv';
  const withoutEscapes = text.replace(/\\./g, '');
  const hasBraces = /\{[^}]*\}/.test(withoutEscapes);
  const hasAnswerLines = /^\s*ANSWER\s*:\s*[A-Za-z]\s*$/im.test(text);
  if (hasAnswerLines && !hasBraces) return 'aiken';
  if (hasBraces || /^\s*::[^\n]*::/m.test(text) || /^\s*\$CATEGORY:/m.test(text)) return 'gift';
  if (hasAnswerLines) return 'aiken';
  return 'csv';
}
