import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's texts (decision 017). English is the source language: the macros keep each
 * English message in the code that shows it, compiled at build time, so English needs no
 * catalogue at all. Hindi is a catalogue loaded only when a reader chooses it. `pseudo` exists
 * for tests: every text stretched and accented, so a text that skipped the catalogue stands out.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/** The dashboards' frame: their pages' titles and sidebar, which no public page shows. */
const DASHBOARD_FRAME = [
  '<rootDir>/src/app/dashboard-pages.ts',
  '<rootDir>/src/app/pages/planned-page-texts.ts',
  '<rootDir>/src/app/layouts/dashboard-shell.tsx',
  '<rootDir>/src/app/layouts/dashboard-layouts.tsx',
];
/**
 * The shared components a public page shows; the others (lists, forms, the pages' loading
 * skeletons) have their own catalogue.
 */
const FIRST_PAGE_COMPONENTS = ['<rootDir>/src/components/language-switch.tsx'];
/** The contract's texts of sign-in and of the forms (lib/i18n/fixed-texts.ts). */
const FORM_FIXED_TEXTS = '<rootDir>/src/lib/i18n/fixed-text-messages-forms.ts';
/** What each refusal code means (decision 037), loaded with the forms' texts. */
const REFUSAL_MESSAGES = '<rootDir>/src/lib/i18n/refusal-messages.ts';
/** The landing page and what it shows (the home feature's other pages have their own catalogue). */
const LANDING_PAGE = [
  '<rootDir>/src/features/home/pages/landing-page.tsx',
  '<rootDir>/src/features/home/components',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  // One catalogue per part of the app (decision 017): a Hindi reader first loads only what the
  // landing page shows (`shell` and `landing`, see FIRST_PAGE_PARTS in lib/i18n/i18n.ts), the rest
  // when a page needs it; and two people translating two features never edit the same file.
  catalogs: [
    {
      path: '<rootDir>/src/locales/shell/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/lib', '<rootDir>/src/main.tsx', ...FIRST_PAGE_COMPONENTS],
      exclude: [...TESTS, ...DASHBOARD_FRAME, FORM_FIXED_TEXTS, REFUSAL_MESSAGES],
    },
    { path: '<rootDir>/src/locales/form-texts/{locale}', include: [FORM_FIXED_TEXTS] },
    { path: '<rootDir>/src/locales/refusals/{locale}', include: [REFUSAL_MESSAGES] },
    {
      path: '<rootDir>/src/locales/components/{locale}',
      include: ['<rootDir>/src/components'],
      exclude: [...TESTS, ...FIRST_PAGE_COMPONENTS],
    },
    { path: '<rootDir>/src/locales/dashboard-frame/{locale}', include: DASHBOARD_FRAME, exclude: TESTS },
    { path: '<rootDir>/src/locales/landing/{locale}', include: LANDING_PAGE, exclude: TESTS },
    {
      path: '<rootDir>/src/locales/{name}/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: [...TESTS, ...LANDING_PAGE],
    },
  ],
  // File names without line numbers, so editing a file does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
});
