import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@vidya/contract';

/**
 * The one Lingui instance the app translates with (decision 017). English messages are compiled
 * into the code that shows them, so English needs no catalogue. Another language's catalogues
 * are fetched the first time it is chosen: first the shell's and the landing page's (all the first
 * page needs), then every feature's, which any other page waits for (`whenCataloguesLoaded`).
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
const FIRST_PAGE_PARTS = new Set(['shell', 'home']);

const partOf = (file: string) => file.split('/').at(-2) ?? '';

const loading = new Map<string, Promise<void>>();

function loadCatalogues(locale: Exclude<UiLocale, 'en'>, firstPage: boolean): Promise<void> {
  const key = `${locale}:${firstPage ? 'first-page' : 'rest'}`;
  let done = loading.get(key);
  if (done === undefined) {
    const files = Object.entries(catalogueFiles).filter(
      ([file]) => file.endsWith(`/${locale}.po`) && FIRST_PAGE_PARTS.has(partOf(file)) === firstPage,
    );
    done = Promise.all(files.map(([, load]) => load())).then((catalogues) => {
      i18n.load(locale, Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)));
    });
    // A failed download (offline) is tried again on the next need, not remembered.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} });

let restOfTheApp: Promise<void> = Promise.resolve();

/**
 * Makes `locale` the language of every text, loading its catalogues first. At start-up
 * (`firstPageOnly`) it waits only for what the first page needs and lets the rest follow.
 */
export async function activateLocale(locale: UiLocale, { firstPageOnly = false } = {}): Promise<void> {
  if (locale !== 'en') {
    await loadCatalogues(locale, true);
    restOfTheApp = loadCatalogues(locale, false);
    if (!firstPageOnly) await restOfTheApp;
  }
  i18n.activate(locale);
  document.documentElement.lang = locale === 'pseudo' ? 'en-XA' : locale;
}

/** Settles once every catalogue of the active language is in; a page waits for it before it shows. */
export const whenCataloguesLoaded = (): Promise<void> => restOfTheApp.catch(() => undefined);

/** The active language as the app knows it. */
export const activeLocale = (): UiLocale => i18n.locale as UiLocale;

/** The `Intl` locale for formatting dates, numbers and rupees in the active language. */
export const activeIntlLocale = (): string => {
  const locale = activeLocale();
  return locale === 'pseudo' ? INTL_LOCALES.en : INTL_LOCALES[locale];
};

export { i18n };
