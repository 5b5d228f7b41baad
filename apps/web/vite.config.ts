import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { DEFAULT_BRAND_NAME } from '../../packages/contract/src/constants.ts';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), runtimePlaceholders(), sideEffectFreeContract()],
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
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
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
