import { REFUSAL_VALUES, REFUSALS, type RefusalCode } from '@vidya/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFailure } from '../errors';
import { readFieldErrors } from '../form-errors';
import { activateLocale, i18n } from './i18n';
import { REFUSAL_MESSAGES } from './refusal-messages';

const CODES = Object.keys(REFUSALS) as RefusalCode[];

/** Every value the contract says the code sends, as the API would send it. */
function valuesOf(code: RefusalCode): Record<string, string | number> {
  const names: readonly string[] =
    (REFUSAL_VALUES as Partial<Record<RefusalCode, readonly string[]>>)[code] ?? [];
  return Object.fromEntries(names.map((name) => [name, 3]));
}

const render = (code: RefusalCode, values: Record<string, string | number>) => {
  const descriptor = REFUSAL_MESSAGES[code];
  return i18n._(descriptor.id, values, { message: descriptor.message });
};

afterAll(() => activateLocale('en'));

describe('the refusal messages (decision 037)', () => {
  it.each(['en', 'hi'] as const)(
    'in %s, name only the values the API sends with each code',
    async (locale) => {
      await activateLocale(locale);
      // Any name the API does not send reads as UNSENT (a missing value would show as nothing).
      const sentOnly = (code: RefusalCode) =>
        new Proxy(valuesOf(code), {
          get: (sent, name) =>
            typeof name === 'string' && !Object.hasOwn(sent, name) ? 'UNSENT' : sent[name as string],
        });
      const unfilled = CODES.filter((code) => /UNSENT|[{}]/.test(render(code, sentOnly(code))));
      expect(unfilled).toEqual([]);
    },
  );

  it('use every value the API sends, in English and in Hindi', async () => {
    const unused: string[] = [];
    for (const locale of ['en', 'hi'] as const) {
      await activateLocale(locale);
      for (const code of CODES) {
        for (const name of Object.keys(valuesOf(code))) {
          const marked = render(code, { ...valuesOf(code), [name]: 'MARK' });
          if (!marked.includes('MARK') && render(code, valuesOf(code)) === marked)
            unused.push(`${locale} ${code}.${name}`);
        }
      }
    }
    // A plural's count shows as its number, not the mark: those are checked by the filled render above.
    expect(unused.filter((entry) => !/\.(left|count|allowed)$/.test(entry))).toEqual([]);
  });

  it('are all translated into Hindi', async () => {
    await activateLocale('hi');
    const english = new Map(CODES.map((code) => [code, REFUSAL_MESSAGES[code].message]));
    const untranslated = CODES.filter((code) => {
      const shown = render(code, valuesOf(code));
      return !/[\u0900-\u097F]/.test(shown) || shown === english.get(code);
    });
    expect(untranslated).toEqual([]);
  });
});

describe('a refusal shown to a reader', () => {
  const usedUp = {
    status: 409,
    data: {
      detail: 'You have used all 2 attempts of this exam.',
      code: 'attempts_used_up',
      values: { allowed: 2 },
    },
  };
  const wrongPassword = {
    status: 400,
    data: {
      detail: 'Your current password is not correct.',
      code: 'wrong_current_password',
      errors: { current_password: ['Your current password is not correct.'] },
    },
  };

  it("reads the server's own English in English", async () => {
    await activateLocale('en');
    expect(describeFailure(usedUp)).toBe('You have used all 2 attempts of this exam.');
    expect(readFieldErrors(wrongPassword)).toEqual({
      current_password: 'Your current password is not correct.',
    });
  });

  it("reads the code's message, with its values, in Hindi, as a message and as a field's error", async () => {
    await activateLocale('hi');
    expect(describeFailure(usedUp)).toBe('आप इस परीक्षा के सभी 2 प्रयास कर चुके हैं।');
    expect(readFieldErrors(wrongPassword)).toEqual({ current_password: 'आपका मौजूदा पासवर्ड सही नहीं है।' });
  });

  it('reads a code another server invented in its own words', async () => {
    await activateLocale('hi');
    expect(describeFailure({ status: 409, data: { detail: 'Busy.', code: 'busy_elsewhere' } })).toBe('Busy.');
  });
});
