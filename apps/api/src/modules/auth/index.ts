/**
 * What other parts of the API may use of the auth module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { clearRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
export * as authRepository from './repository.ts';
export { setUserLanguage } from './repository.ts';
export { createAuthService, type IssuedSession } from './service.ts';
export { createSessionValidity, type SessionValidity } from './session-validity.ts';
