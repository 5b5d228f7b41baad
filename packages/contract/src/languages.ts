import { z } from 'zod';

/**
 * The languages Vidya speaks (decision 017). English is the source and the default; every text
 * the spec fixes is its English message.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export const DEFAULT_LANGUAGE = 'en';

export const Language = z.enum(LANGUAGES).meta({ id: 'Language', description: 'en (English) or hi (Hindi)' });
export type Language = z.infer<typeof Language>;

/** Whether a value names a language Vidya speaks. Written without zod for the web's entry chunk. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language's name in that language, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale `Intl` formats dates, numbers and rupees with for each language. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
