import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { i18n, plainEnglishOf } from './i18n';

/**
 * The English texts the contract fixes (spec §2, §5, §8: its `*_TEXTS`, `*_MESSAGES`, the
 * login texts and the zod schemas' messages), as messages, so they are translated like any other
 * (decision 017). The contract stays their one English source, shared with the API and the tests;
 * `fixed-texts.test.ts` fails when a contract text is missing here or differs by a letter.
 *
 * Code keeps using the contract's constants and shows them through `useFixedText()` (or
 * `translateFixedText` outside React). A text not listed (a server's own sentence) shows as it came.
 */
type FixedTextTable = {
  byEnglish: Map<string, MessageDescriptor>;
  /** Messages with a number, keyed by their English with the number written `{n}`. */
  withNumber: Map<string, MessageDescriptor>;
};

const table: FixedTextTable = { byEnglish: new Map(), withNumber: new Map() };
const loaded = new Map<'first-page' | 'forms', Promise<void>>();

/** Keyed by their English: these messages have no placeholders. */
const addByEnglish = (descriptors: MessageDescriptor[]) => {
  for (const descriptor of descriptors) {
    const english = plainEnglishOf(descriptor);
    if (english !== undefined) table.byEnglish.set(english, descriptor);
  }
};

/**
 * Loads the fixed texts as messages, needed only in a language other than English: those a public
 * page shows with the first page's catalogues, the forms' with the rest (`activateLocale`).
 */
export function loadFixedTexts(part: 'first-page' | 'forms'): Promise<void> {
  let done = loaded.get(part);
  if (done === undefined) {
    done =
      part === 'first-page'
        ? import('./fixed-text-messages').then((module) => addByEnglish(module.FIRST_PAGE_FIXED_TEXTS))
        : import('./fixed-text-messages-forms').then((module) => {
            addByEnglish(module.FORM_FIXED_TEXTS);
            for (const [english, descriptor] of module.FIXED_TEXTS_WITH_A_NUMBER)
              table.withNumber.set(english, descriptor);
          });
    done.catch(() => loaded.delete(part));
    loaded.set(part, done);
  }
  return done;
}

/** The fixed English text in the active language; any other text unchanged. */
export const translateFixedText = (english: string): string => {
  if (i18n.locale === 'en') return english;
  const descriptor = table.byEnglish.get(english);
  if (descriptor !== undefined) return i18n._(descriptor);
  const number = /\d+/.exec(english)?.[0];
  const withNumber = number === undefined ? undefined : table.withNumber.get(english.replace(number, '{n}'));
  if (withNumber === undefined) return english;
  const values = { n: number };
  return i18n._(withNumber.id, values, { message: withNumber.message });
};

/** `translateFixedText` for a component, which then re-renders when the language changes. */
export function useFixedText(): (english: string) => string {
  useLingui();
  return translateFixedText;
}

/** A fixed English text as an element, for a place that cannot call a hook. */
export function FixedText({ text }: { text: string }) {
  return useFixedText()(text);
}
