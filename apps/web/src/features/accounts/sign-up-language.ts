import type { Language } from '@vidya/contract';

/**
 * The language a sign-up is sent in: the one the person is reading (Lingui's active locale), so
 * their code email arrives in it and their account keeps it. The test-only pseudo-locale is English.
 */
export const signUpLanguage = (locale: string): Language => (locale === 'hi' ? 'hi' : 'en');
