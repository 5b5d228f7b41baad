import type { Plugin } from 'vite';
import { paths } from '../src/lib/paths.ts';
import { listRoutePatterns } from '../src/lib/route-patterns.ts';

/**
 * Writes `route-patterns.json` (every page's URL pattern, from src/lib/paths.ts) beside
 * index.html, so the API server answers an address no page has with HTTP 404 (issue #17).
 */
export function routePatternsFile(): Plugin {
  return {
    name: 'vidya-route-patterns',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'route-patterns.json',
        source: `${JSON.stringify(listRoutePatterns(paths))}\n`,
      });
    },
  };
}
