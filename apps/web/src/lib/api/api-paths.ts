import { CREDENTIALED_API_PATHS, PUBLIC_API_PATHS } from '@vidya/contract';

/** The path part of an endpoint URL relative to the API base, without its query string. */
const getApiPath = (url: string): string => url.split('?', 1)[0] ?? url;

const publicPaths: ReadonlySet<string> = new Set(PUBLIC_API_PATHS);
const credentialedPaths: ReadonlySet<string> = new Set(CREDENTIALED_API_PATHS);

/** Paths that never carry the bearer token (spec §9). */
export const isPublicApiPath = (url: string): boolean => publicPaths.has(getApiPath(url));

/** Paths that send the refresh cookie (spec §7). */
export const isCredentialedApiPath = (url: string): boolean => credentialedPaths.has(getApiPath(url));

export const REFRESH_API_PATH = '/auth/refresh/';
