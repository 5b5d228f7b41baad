import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's texts (decision 017). English is the source language: the macros keep each
 * English message in the code that shows it, compiled at build time, so English needs no
 * catalogue at all. Hindi is a catalogue loaded only when a reader chooses it. `pseudo` exists
 * for tests: every text stretched and accented, so a text that skipped the catalogue stands out.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  // One catalogue for the shell (app, components, lib) and one for each feature, so a Hindi reader
  // first loads only what the first page needs (lib/i18n/i18n.ts), and so two people translating
  // two features never edit the same file.
  catalogs: [
    {
      path: '<rootDir>/src/locales/shell/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/main.tsx',
      ],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/src/locales/{name}/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: TESTS,
    },
  ],
  // File names without line numbers, so editing a file does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
});
