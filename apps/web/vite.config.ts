import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { DEFAULT_BRAND_NAME } from '../../packages/contract/src/constants.ts';
import { linguiMacros } from './vite-plugins/lingui-macros.ts';
import { routePatternsFile } from './vite-plugins/route-patterns.ts';

const linguiConfigPath = fileURLToPath(new URL('lingui.config.ts', import.meta.url));
const apiTarget = process.env.VIDYA_API_URL ?? 'http://127.0.0.1:3001';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The built index.html keeps its placeholders because the API server fills them in at run time
 * (the brand is configuration, not a build input). The dev server has no such step, so this
 * plugin does the same substitution while serving.
 */
function runtimePlaceholders(): Plugin {
  const brand = process.env.BRAND_NAME?.trim() || DEFAULT_BRAND_NAME;
  const supportPhone = process.env.SUPPORT_PHONE?.trim() ?? '';
  return {
    name: 'vidya-runtime-placeholders',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%VIDYA_BRAND%', escapeHtml(brand))
        .replaceAll('%VIDYA_SUPPORT_PHONE%', escapeHtml(supportPhone)),
  };
}

/**
 * The contract's schema modules call zod at their top level, so a bundler must assume importing
 * them does something, and a page needing only a constant would pull in all of zod. They only
 * declare values; saying so lets unused schemas (and zod) drop out of the entry chunk.
 */
function sideEffectFreeContract(): Plugin {
  const contractSource = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
  return {
    name: 'vidya-side-effect-free-contract',
    transform: (code, id) => (id.startsWith(contractSource) ? { code, moduleSideEffects: false } : null),
  };
}

/**
 * Every page opens through the root layout, and most visitors arrive on the landing page inside
 * the public layout. Left to itself the bundler splits what those need into some twenty small
 * chunks (each module shared with a later page gets one), and on a phone over HTTP/1.1 each costs
 * a round trip: measured, the landing page painted 0.5 s later than with everything in two
 * chunks (decision 013). So the entry's own modules form one chunk and the first route's layouts
 * and page another ('first-page'), which index.html preloads beside the entry, not one after
 * another (entry → root layout → public layout → landing page).
 */
const FIRST_ROUTE_SOURCES = [
  'src/app/layouts/root-layout.tsx',
  'src/app/layouts/public-layout.tsx',
  'src/features/home/pages/landing-page.tsx',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

function preloadFirstRouteChunks(): Plugin {
  return {
    name: 'vidya-preload-first-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (alreadyLoaded.has(fileName) || wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) add(imported);
        };
        for (const chunk of chunks) {
          if (chunk.moduleIds.some((id) => FIRST_ROUTE_SOURCES.includes(id))) add(chunk.fileName);
        }
        // Fail loudly rather than quietly go back to a slow first page (decision 013).
        const firstLoad = [entry, ...[...wanted].map((fileName) => byFile.get(fileName))];
        const firstLoadIds = new Set(firstLoad.flatMap((chunk) => chunk?.moduleIds ?? []));
        const missing = FIRST_ROUTE_SOURCES.filter((source) => !firstLoadIds.has(source));
        if (missing.length > 0) throw new Error(`No first-load chunk holds ${missing.join(', ')}`);
        const rtkQuery = [...firstLoadIds].find((id) => /@reduxjs[\\/]toolkit[\\/]dist[\\/]query/.test(id));
        if (rtkQuery) throw new Error(`RTK Query (${rtkQuery}) is in the first page load`);
        return [...wanted].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    linguiMacros(linguiConfigPath),
    react(),
    // Compiles a catalogue (`src/locales/*.po`) when the app imports it; the build fails if the
    // Hindi catalogue lacks a message (decision 017).
    lingui({
      configPath: linguiConfigPath,
      failOnMissing: true,
      failOnCompileError: true,
    }),
    tailwindcss(),
    runtimePlaceholders(),
    sideEffectFreeContract(),
    routePatternsFile(),
    preloadFirstRouteChunks(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // A catalogue's chunk says whose and which language it is: locale-<part>-<language>.
        chunkFileNames: (chunk) => {
          const catalogue = /\/locales\/([\w-]+)\/([\w-]+)\.po$/.exec(chunk.facadeModuleId ?? '');
          return catalogue
            ? `assets/locale-${catalogue[1]}-${catalogue[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // See FIRST_ROUTE_SOURCES. The entry's modules go first, so the second group takes only
          // what the first route adds.
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 2 },
            { name: 'first-page', test: (id) => FIRST_ROUTE_SOURCES.includes(id), priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A page test first waits for its lazy page modules to be transformed; with every file running
    // in parallel that alone can pass the default 5 s, although each test is quick once warm.
    testTimeout: 15_000,
  },
});
