import type { AppPath } from './paths';

type PathTree = { readonly [key: string]: AppPath | PathTree };

const isAppPath = (value: AppPath | PathTree): value is AppPath =>
  typeof (value as AppPath).path === 'string' && typeof (value as AppPath).href === 'function';

/**
 * Every route pattern of a path table, once, sorted. The web build writes them to
 * `route-patterns.json` so the server can answer an unknown address with HTTP 404 (it still
 * sends the web app, which shows the 404 page).
 */
export function listRoutePatterns(tree: PathTree): string[] {
  const patterns = new Set<string>();
  const walk = (node: PathTree) => {
    for (const value of Object.values(node)) {
      if (isAppPath(value)) patterns.add(value.path);
      else walk(value);
    }
  };
  walk(tree);
  return [...patterns].sort();
}
