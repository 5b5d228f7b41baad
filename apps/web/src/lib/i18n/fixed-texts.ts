import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { RefusalValues } from '@vidya/contract';
import { i18n } from '@lingui/core';
import { plainEnglishOf } from './plain-english';

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
  /** What each refusal code means (`refusal-messages.ts`), keyed by the code. */
  byRefusalCode: Map<string, MessageDescriptor>;
};

const table: FixedTextTable = { byEnglish: new Map(), withNumber: new Map(), byRefusalCode: new Map() };
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
        : Promise.all([import('./fixed-text-messages-forms'), import('./refusal-messages')]).then(
            ([forms, refusals]) => {
              addByEnglish(forms.FORM_FIXED_TEXTS);
              for (const [english, descriptor] of forms.FIXED_TEXTS_WITH_A_NUMBER)
                table.withNumber.set(english, descriptor);
              for (const [code, descriptor] of Object.entries(refusals.REFUSAL_MESSAGES))
                table.byRefusalCode.set(code, descriptor);
            },
          );
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

/**
 * A refusal in the active language (decision 037): the English `detail` itself when it is a fixed
 * text (translated exactly), else the message of its `code` with the reply's `values`; the
 * English unchanged in English, or for a code without a message (another server's reply).
 */
export const translateRefusal = (
  english: string,
  code: string | undefined,
  values: RefusalValues = {},
): string => {
  if (i18n.locale === 'en') return english;
  const fixed = translateFixedText(english);
  if (fixed !== english || code === undefined) return fixed;
  const descriptor = table.byRefusalCode.get(code);
  return descriptor === undefined ? english : i18n._(descriptor.id, values, { message: descriptor.message });
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
