import { z } from 'zod';
import { LANGUAGES } from './language-names.ts';

export { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, LANGUAGE_NAMES, LANGUAGES } from './language-names.ts';

export const Language = z.enum(LANGUAGES).meta({ id: 'Language', description: 'en (English) or hi (Hindi)' });
export type Language = z.infer<typeof Language>;
