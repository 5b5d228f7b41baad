import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@vidya/contract';
import { loadFixedTexts } from './fixed-texts';

/**
 * The one Lingui instance the app translates with (decision 017). English messages are compiled
 * into the code that shows them, so English needs no catalogue. Another language's catalogues
 * are fetched the first time it is chosen: at start-up only the shell's and the landing page's
 * (all the first page needs); the rest when a page needs them (`whenCataloguesLoaded`, which
 * every other route waits for), or at once when someone switches language.
 *
 * `pseudo` is for tests only: every text stretched and accented, so a text that skipped the
 * catalogue stands out. No switch offers it.
 */
export type UiLocale = Language | 'pseudo';

const catalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/*.po',
  '!../../locales/*/en.po',
]);

/** The catalogues of src/locales/<part>/ that the first page (the landing page) needs. */
const FIRST_PAGE_PARTS = new Set(['shell', 'landing']);

const partOf = (file: string) => file.split('/').at(-2) ?? '';

const loading = new Map<string, Promise<void>>();

function loadCatalogues(locale: Exclude<UiLocale, 'en'>, firstPage: boolean): Promise<void> {
  const key = `${locale}:${firstPage ? 'first-page' : 'rest'}`;
  let done = loading.get(key);
  if (done === undefined) {
    const files = Object.entries(catalogueFiles).filter(
      ([file]) => file.endsWith(`/${locale}.po`) && FIRST_PAGE_PARTS.has(partOf(file)) === firstPage,
    );
    const catalogues = Promise.all(files.map(([, load]) => load())).then((loaded) => {
      i18n.load(locale, Object.assign({}, ...loaded.map((catalogue) => catalogue.messages)));
    });
    // The contract's fixed texts come with them: a public page's with the first page's.
    done = Promise.all([catalogues, loadFixedTexts(firstPage ? 'first-page' : 'forms')]).then(
      () => undefined,
    );
    // A failed download (offline) is tried again on the next need, not remembered.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} });

/** The language being activated (or active): what a page loading now will be shown in. */
let targetLocale: UiLocale = DEFAULT_LANGUAGE;

/**
 * Makes `locale` the language of every text, loading its catalogues first. At start-up
 * (`firstPageOnly`) it loads only what the first page needs; the rest follows when a page wants it.
 */
export async function activateLocale(locale: UiLocale, { firstPageOnly = false } = {}): Promise<void> {
  targetLocale = locale;
  if (locale !== 'en') {
    await loadCatalogues(locale, true);
    if (!firstPageOnly) await loadCatalogues(locale, false);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale === 'pseudo' ? 'en-XA' : locale;
}

/**
 * Settles once every catalogue of the language being shown is in (fetching them if needed); a page
 * other than the landing page waits for it, so it never shows a text in the wrong language.
 */
export const whenCataloguesLoaded = (): Promise<void> =>
  targetLocale === 'en' ? Promise.resolve() : loadCatalogues(targetLocale, false).catch(() => undefined);

/** The active language as the app knows it. */
export const activeLocale = (): UiLocale => i18n.locale as UiLocale;

/** The `Intl` locale for formatting dates, numbers and rupees in the active language. */
export const activeIntlLocale = (): string => {
  const locale = activeLocale();
  return locale === 'pseudo' ? INTL_LOCALES.en : INTL_LOCALES[locale];
};

export { i18n };
