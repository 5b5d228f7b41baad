/**
 * The one rule every string the API accepts follows, wherever it arrives (JSON body, query
 * string, URL path, uploaded file): no control characters other than tab, newline and carriage
 * return, and no unpaired UTF-16 surrogates. PostgreSQL refuses NUL in text outright, and the
 * other controls and broken surrogates are never meant by a person (decision 014).
 */

/** What a refused string is told, after "Invalid <field>: ". */
export const TEXT_MESSAGES = {
  controlCharacter: 'must not contain control characters.',
  unpairedSurrogate: 'must not contain unpaired surrogates.',
} as const;

/** C0 controls, DEL and C1 controls (Unicode category Cc), except tab, newline and carriage return. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;
/** In a /u pattern a well-formed pair is one code point, so only a lone half is a Cs character. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** Where a refused string is, as zod names paths (`['answers', 1, 'answer']`), and why. */
export type TextProblem = { path: (string | number)[]; message: string };

/** Why this one string is refused, or undefined when it is acceptable. */
export function checkText(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return TEXT_MESSAGES.controlCharacter;
  if (UNPAIRED_SURROGATE.test(text)) return TEXT_MESSAGES.unpairedSurrogate;
  return undefined;
}

type Visit = { value: unknown; key?: string | number; parent?: Visit };

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The refused strings inside a parsed input (a string, or arrays and objects holding
 * them), in document order, at most `limit` of them. A refused object key is reported at the
 * object holding it, so the answer does not echo the character back as a field name. Other
 * values (numbers, bytes) are left alone. Walks with its own stack and parent links, so a
 * deeply nested body can neither overflow the call stack nor cost more than its size.
 */
export function findForbiddenText(value: unknown, limit = Number.POSITIVE_INFINITY): TextProblem[] {
  const problems: TextProblem[] = [];
  const pending: Visit[] = [{ value }];
  while (problems.length < limit) {
    const visit = pending.pop();
    if (!visit) break;
    const current = visit.value;
    if (typeof current === 'string') {
      const message = checkText(current);
      if (message) problems.push({ path: pathOf(visit), message });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: index, parent: visit });
      }
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      // Query-string parsers make objects of their own prototype, so any object's own keys count.
      const record = current as Record<string, unknown>;
      const keys = Object.keys(record);
      const badKey = keys.map(checkText).find((message) => message !== undefined);
      if (badKey) {
        problems.push({ path: pathOf(visit), message: badKey });
        continue;
      }
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        pending.push({ value: record[key], key, parent: visit });
      }
    }
  }
  return problems;
}
