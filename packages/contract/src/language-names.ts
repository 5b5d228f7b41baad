/**
 * The languages Vidya speaks (decision 017), without zod: the web's first page needs these, and
 * a zod schema beside them would pull zod into it (see role-names.ts). English is the source and
 * the default; every text the spec fixes is its English message.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Whether a value names a language Vidya speaks. */
export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's name in that language, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale `Intl` formats dates, numbers and rupees with for each language. */
export const INTL_LOCALES: Record<LanguageCode, string> = { en: 'en-IN', hi: 'hi-IN' };
