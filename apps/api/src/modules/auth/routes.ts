import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DetailBody,
  ErrorBody,
  LanguageBody,
  LanguageResponse,
  LoginBody,
  LoginResponse,
  RefreshResponse,
  SUCCESS_MESSAGES,
  type LoginPortal,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.ts';
import { createAuthService } from './service.ts';

const LOGIN_PATHS: Record<LoginPortal, string> = {
  student: '/api/auth/login/',
  college: '/api/auth/college/login/',
  admin: '/api/auth/admin/login/',
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Only these routes read or write cookies, so the parser is not paid for on every other request.
  await app.register(cookie);
  const auth = createAuthService(ctx);
  const isSecure = ctx.env.publicUrl.startsWith('https:');
  const publicOrigin = new URL(ctx.env.publicUrl).origin;

  /** The refresh cookie is SameSite=Strict already; this also refuses browsers' cross-site requests. */
  const refuseCrossSite = (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new AppError('cross_site', 'Cross-site requests are not allowed here.');
    }
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError('cross_site', 'Cross-site requests are not allowed here.');
    }
  };

  const loginRateLimit = { max: ctx.env.AUTH_IP_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  for (const [portal, path] of Object.entries(LOGIN_PATHS) as [LoginPortal, string][]) {
    app.post(
      path,
      {
        bodyLimit: 16 * 1024,
        config: { auth: 'public', rateLimit: loginRateLimit },
        schema: {
          tags: ['auth'],
          summary: `Sign in through the ${portal} portal`,
          body: LoginBody,
          response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const { refreshToken, ...session } = await auth.login(
          portal,
          request.body.email,
          request.body.password,
        );
        setRefreshCookie(reply, refreshToken, isSecure);
        return session;
      },
    );
  }

  app.post(
    '/api/auth/refresh/',
    {
      config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
        response: { 200: RefreshResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      try {
        const { refreshToken, ...session } = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, refreshToken, isSecure);
        return session;
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.put(
    '/api/auth/language/',
    {
      config: { auth: 'any' },
      schema: {
        tags: ['auth'],
        summary: "Keep the signed-in user's language (en or hi) with their account; emails use it",
        security: [{ bearer: [] }],
        body: LanguageBody,
        response: { 200: LanguageResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    (request) => auth.setLanguage(requireIdentity(request).userId, request.body.language),
  );

  app.post(
    '/api/auth/logout/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "End this device's session",
        response: { 200: DetailBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      await auth.logout(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { detail: SUCCESS_MESSAGES.loggedOut };
    },
  );
};
