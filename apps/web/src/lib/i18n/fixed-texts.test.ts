import * as contract from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_FIXED_TEXTS } from './fixed-text-messages';
import { FIXED_TEXTS_WITH_A_NUMBER, FORM_FIXED_TEXTS } from './fixed-text-messages-forms';
import { plainEnglishOf } from './plain-english';

const listedFixedTexts = () => [
  ...[...FIRST_PAGE_FIXED_TEXTS, ...FORM_FIXED_TEXTS].map((descriptor) => plainEnglishOf(descriptor)),
  ...FIXED_TEXTS_WITH_A_NUMBER.map(([english]) => english),
];

const TEXT_GROUPS = [
  contract.NOT_FOUND_PAGE,
  contract.APP_TEXTS,
  contract.VALIDATION_MESSAGES,
  contract.GENERIC_ERRORS,
  contract.FALLBACK_MESSAGES,
  contract.SUCCESS_MESSAGES,
  contract.LOGIN_SERVER_ERRORS,
  contract.LOGIN_UI_MESSAGES,
  contract.LOGIN_PAGE_TEXTS,
  contract.TEXT_MESSAGES,
  contract.COURSE_CATEGORIES,
];

const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
};

const contractSources = import.meta.glob<string>(
  ['../../../../../packages/contract/src/*.ts', '!**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** A schema's message: a sentence in quotes, e.g. `.min(1, 'Enter your name.')`. */
const SCHEMA_MESSAGE = /'((?:page|page_size|[A-Z])[^'\n]* [^'\n]*(?:\.|…|\)|https:\/\/))'/g;

const SCHEMA_MESSAGE_WITH_A_NUMBER = /`([A-Z][^`\n]* [^`\n]*\$\{\w+\}[^`\n]*\.)`/g;

describe('the fixed texts the web translates', () => {
  const listed = new Set(listedFixedTexts());

  it("list every text of the contract's text catalogue, letter for letter", () => {
    const missing = TEXT_GROUPS.flatMap(stringsIn).filter((text) => !listed.has(text));
    expect(missing).toEqual([]);
  });

  it("list every message of the contract's schemas", () => {
    const messages = Object.values(contractSources).flatMap((source) => [
      ...[...source.matchAll(SCHEMA_MESSAGE)].map((match) => match[1] ?? ''),
      // A message with a number in it: `… at most ${LIMIT} characters.`
      ...[...source.matchAll(SCHEMA_MESSAGE_WITH_A_NUMBER)].map((match) =>
        (match[1] ?? '').replace(/\$\{\w+\}/, '{n}'),
      ),
    ]);
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter((text) => !listed.has(text))).toEqual([]);
  });
});
