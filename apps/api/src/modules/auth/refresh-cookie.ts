import { SESSION_HINT_COOKIE } from '@vidya/contract';
import type { FastifyReply } from 'fastify';
import { REFRESH_TOKEN_TTL_SECONDS } from './service.ts';

export const REFRESH_COOKIE = 'vidya_refresh';
/** The browser sends the cookie only to the auth routes, never with ordinary API calls. */
const COOKIE_PATH = '/api/auth/';

/** Needs @fastify/cookie registered in the calling module's context. */
export function setRefreshCookie(reply: FastifyReply, token: string, isSecure: boolean) {
  const lifetime = { sameSite: 'strict', secure: isSecure, maxAge: REFRESH_TOKEN_TTL_SECONDS } as const;
  reply.setCookie(REFRESH_COOKIE, token, { ...lifetime, path: COOKIE_PATH, httpOnly: true });
  // Readable by the page, lives as long as the refresh cookie, says only "there is a session".
  return reply.setCookie(SESSION_HINT_COOKIE, '1', { ...lifetime, path: '/', httpOnly: false });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
  return reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
