import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vidya/contract';
import type { UiLocale } from './i18n';

/** Where a visitor's choice of language is kept in this browser. */
const STORAGE_KEY = 'vidya.language';

const readStored = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** Keeps a choice of language in this browser, for the next visit and for signing in. */
export function storeLanguageChoice(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window, full): the choice lasts until the tab closes.
  }
}

/**
 * The language of a first visit: the browser's preferred languages decide between Hindi and
 * English, whichever comes first; anything else gets English.
 */
export function preferredBrowserLanguage(preferences: readonly string[] = navigator.languages): Language {
  for (const tag of preferences) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language to open in: the one chosen in this browser, else the browser's preference. */
export function initialLocale(): UiLocale {
  const stored = readStored();
  if (isLanguage(stored) || stored === 'pseudo') return stored;
  return preferredBrowserLanguage();
}
