// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const apiSrc = 'apps/api/src';
const apiModules = existsSync(`${apiSrc}/modules`)
  ? readdirSync(`${apiSrc}/modules`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
/**
 * Everything of the API's src/ that is not the module `name`: its modules, lib, db, jobs… but
 * app.ts, which assembles the app and registers each module's route files.
 */
const apiOutside = (name) => [
  ...readdirSync(apiSrc)
    .filter((entry) => entry !== 'modules' && entry !== 'app.ts')
    .map((entry) => `./${apiSrc}/${entry}`),
  ...apiModules.filter((other) => other !== name).map((other) => `./${apiSrc}/modules/${other}`),
];

/**
 * Where every user-facing text must go through Lingui (docs/architecture.md §11). It grows as the
 * web app is translated, feature by feature, until it is all of apps/web/src.
 */
const LOCALIZED = ['apps/web/src/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Without these the plugin reads only .js files for their imports, and no-cycle saw no
      // TypeScript import at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // An API module is used through its index.ts only (decision 039): what it exports there is
    // what others may rely on; its services, repositories and caches are its own.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: apiModules.map((name) => ({
            target: apiOutside(name),
            from: `./${apiSrc}/modules/${name}`,
            except: ['./index.ts'],
            message: `Use what the ${name} module exports from its index.ts (or export it there).`,
          })),
        },
      ],
    },
  },
  {
    // In tests a missing value fails the test either way; `!` keeps the assertions readable.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/env.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Layers point one way: app → features → components and lib → contract (bulletproof-react).
      // Features never reach into each other; shared things live in lib/, components/ or the
      // contract. Only the test harness (src/test/) assembles the whole app for any test.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message: 'A feature must not import another feature. Move the shared piece down.',
            })),
            {
              target: `./${featuresDir}`,
              from: './apps/web/src/app',
              message: 'Features must not import the app layer. Move what they need down to lib/.',
            },
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: LOCALIZED.map((path) => (path.endsWith('**') ? `${path}/*.{ts,tsx}` : path)),
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One "word" not starting with a capital: keys, ids, class names, URLs, codes.
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants and codes.
            '^[A-Z0-9_-]+$',
            // Lists of CSS classes (lowercase, with a hyphen or a colon), e.g. 'h-9 px-3 hover:bg-slate-50'.
            '^(?=.*[-:])[a-z0-9:/\\[\\]()%._#>&*=!@,+ -]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'to',
            'href',
            'src',
            'type',
            'id',
            'role',
            'variant',
            'size',
            'tone',
            'autoComplete',
            'inputMode',
            'enterKeyHint',
            'method',
            'name',
            'lang',
            'tagTypes',
            'reducerPath',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'logger.*',
            'console.*',
            'joinClassNames',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            'URLSearchParams',
            'new URL',
            'import',
            '*.querySelector',
            '*.getItem',
            '*.setItem',
            'headers.set',
            '*.headers.set',
            '*.headers.get',
          ],
        },
      ],
    },
  },
);
