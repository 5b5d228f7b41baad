const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM` in the browser's time zone, the value a datetime-local field holds. */
export function toLocalDateTimeInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (browser time) as an ISO instant, or undefined when empty or unreadable. */
export function fromLocalDateTimeInput(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
