import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@vidya/contract';
import type { AccessIdentity, AccessTokens } from '../lib/access-tokens.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionValidity } from '../modules/auth/index.ts';

/** Who may call a route. Every /api route must declare one; the app refuses to start otherwise. */
export type AuthRule = 'public' | 'any' | Role | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    identity: AccessIdentity | null;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it: the authorization matrix, for tests and docs. */
    authRules: { method: string; url: string; auth: AuthRule }[];
  }
}

// Routes added by third-party plugins (the OpenAPI UI) cannot carry our config; they are public.
const THIRD_PARTY_PUBLIC_PREFIX = '/api/docs';

export function requireIdentity(request: FastifyRequest): AccessIdentity {
  if (!request.identity)
    throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
  return request.identity;
}

function isAllowed(rule: Exclude<AuthRule, 'public'>, role: Role): boolean {
  if (rule === 'any') return true;
  return typeof rule === 'string' ? rule === role : rule.includes(role);
}

export const authGuardPlugin = fp<{ accessTokens: AccessTokens; sessions: SessionValidity }>(
  async (app: FastifyInstance, { accessTokens, sessions }) => {
    app.decorateRequest('identity', null);
    const authRules: FastifyInstance['authRules'] = [];
    app.decorate('authRules', authRules);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (!route.config?.auth) {
        if (!route.url.startsWith(THIRD_PARTY_PUBLIC_PREFIX)) {
          throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.auth`);
        }
        route.config = { ...route.config, auth: 'public' };
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          authRules.push({ method, url: route.url, auth: route.config.auth ?? 'public' });
      }
    });

    const authenticate = async (request: FastifyRequest, rule: Exclude<AuthRule, 'public'>) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1])
        throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
      const identity = await accessTokens.verify(match[1]);
      await sessions.ensureCurrent(identity);
      if (!isAllowed(rule, identity.role)) {
        throw new AppError('permission_denied', 'You do not have permission to perform this action.');
      }
      request.identity = identity;
    };

    /** A public route still knows who is calling when a valid token comes along (e.g. "enrolled"). */
    const identifyIfPossible = async (request: FastifyRequest) => {
      try {
        await authenticate(request, 'any');
      } catch {
        request.identity = null;
      }
    };

    // Callback style so public routes pay no promise on the hot path.
    app.addHook('onRequest', (request, _reply, done) => {
      const rule = request.routeOptions.config.auth;
      if (!rule || rule === 'public') {
        if (!request.headers.authorization) return done();
        identifyIfPossible(request).then(() => done(), done);
        return;
      }
      authenticate(request, rule).then(() => done(), done);
    });
  },
  { name: 'auth-guard' },
);
