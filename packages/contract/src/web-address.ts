import { z } from 'zod';

/**
 * Every link a person types and we store (a college's website, a lesson's video, a lesson
 * resource) is http:// or https:// and nothing else. A `javascript:`, `data:` or `vbscript:`
 * link stored today runs script the day an admin page, an email or an export links it
 * (issue #11). The migration stored_urls_http_only applies the same rule to what was stored before.
 */
export const WEB_ADDRESS_MESSAGE =
  'Enter a full web address starting with http:// or https://, e.g. https://college.edu.in';

/**
 * The scheme, any case, then at least one character and no whitespace or control character
 * anywhere: a browser percent-encodes those in a real address, and a URL parser would silently
 * drop a tab or newline, so what we store would not be what a browser opens.
 */
const WEB_ADDRESS = /^https?:\/\/[^\s\p{Cc}]+$/iu;

/** Whether a (trimmed) text is a web address we store: http(s) with a host a browser can open. */
export function isWebAddress(text: string): boolean {
  if (!WEB_ADDRESS.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The schema of a stored web address: trimmed, at most `maxLength` characters (the column's
 * size), http(s) only. `message` is what the form shows under the field for anything else. The
 * API description calls it a `uri`, as it did when these fields were `z.url()`.
 */
export function webAddress({
  maxLength,
  message = WEB_ADDRESS_MESSAGE,
}: {
  maxLength: number;
  message?: string;
}) {
  return z
    .string(message)
    .trim()
    .max(maxLength, { message: `Use a web address of at most ${maxLength} characters.`, abort: true })
    .refine(isWebAddress, message)
    .meta({ format: 'uri' });
}
