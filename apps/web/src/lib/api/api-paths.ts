import { CREDENTIALED_API_PATHS, PUBLIC_API_PATHS } from '@vidya/contract';

/** The path part of an endpoint URL relative to the API base, without its query string. */
const getApiPath = (url: string): string => url.split('?', 1)[0] ?? url;

const publicPaths: ReadonlySet<string> = new Set(PUBLIC_API_PATHS);
const credentialedPaths: ReadonlySet<string> = new Set(CREDENTIALED_API_PATHS);

/**
 * Public paths only for sending: Contact Us posts a message without a token, while the admins'
 * inbox reads and changes messages under the same path with one (issue #13).
 */
const publicOnlyForPosting: ReadonlySet<string> = new Set(['/contact/messages/']);

/** Paths that never carry the bearer token (spec §9); `method` defaults to GET, as fetch does. */
export const isPublicApiPath = (url: string, method = 'GET'): boolean => {
  const path = getApiPath(url);
  if (publicOnlyForPosting.has(path) && method.toUpperCase() !== 'POST') return false;
  return publicPaths.has(path);
};

/** Paths that send the refresh cookie (spec §7). */
export const isCredentialedApiPath = (url: string): boolean => credentialedPaths.has(getApiPath(url));

export const REFRESH_API_PATH = '/auth/refresh/';
