import type { FastifyReply } from 'fastify';
import { REFRESH_TOKEN_TTL_SECONDS } from './service.ts';

export const REFRESH_COOKIE = 'vidya_refresh';
/** The browser sends the cookie only to the auth routes, never with ordinary API calls. */
const COOKIE_PATH = '/api/auth/';

/** Needs @fastify/cookie registered in the calling module's context. */
export function setRefreshCookie(reply: FastifyReply, token: string, isSecure: boolean) {
  return reply.setCookie(REFRESH_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  return reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}
