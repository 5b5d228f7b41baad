import { QUESTION_IMPORT_COLUMNS } from '@vidya/contract';

/**
 * Which format a question file is in, from its content (an explicit `?format=` wins over this).
 * A zip is an Excel workbook; `<?xml` or `<quiz` is Moodle XML; a first row naming the import
 * columns is CSV; answers in braces, `::names::` or `$CATEGORY:` are GIFT; `ANSWER:` lines with
 * no braces are Aiken. Anything else is read as CSV, whose header check then says what is wrong.
 */
export type DetectedFormat = 'csv' | 'xlsx' | 'aiken' | 'gift' | 'moodlexml';

/** Every ANSWER line comes right after an option line ("D) …" or "D. …"): Aiken, braces in its text or not. */
function looksLikeAiken(text: string): boolean {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  let answers = 0;
  for (const [index, line] of lines.entries()) {
    if (!/^ANSWER\s*:\s*[A-Za-z]$/i.test(line)) continue;
    if (!/^[A-Za-z][.)]\s/.test(lines[index - 1] ?? '')) return false;
    answers += 1;
  }
  return answers > 0;
}

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
  if (looksLikeAiken(text)) return 'aiken';
  const withoutEscapes = text.replace(/\\./g, '');
  const open = withoutEscapes.indexOf('{');
  const hasBraces = open !== -1 && withoutEscapes.includes('}', open);
  if (hasBraces || /^[ \t]*::[^\n]*::/m.test(text) || /^[ \t]*\$CATEGORY:/m.test(text)) return 'gift';
  return 'csv';
}
