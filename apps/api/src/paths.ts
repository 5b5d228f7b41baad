import { fileURLToPath } from 'node:url';

// This module sits one level below the package root both as source (src/) and when bundled
// (dist/), so the same relative URLs resolve in development, tests and production.
const fromPackageRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export const MIGRATIONS_DIR = fromPackageRoot('drizzle');
export const WEB_DIST_DIR = fromPackageRoot('../web/dist');
