/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe makes them show it as text (OWASP "CSV injection").
 */
export function neutraliseCsvCell(value: string | number | boolean): string | number | boolean {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
