import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { AuthRule } from '../plugins/auth-guard.ts';

/** Route config besides the auth rule (a rate limit, whether it is served while draining). */
type MoreConfig = Omit<FastifyContextConfig, 'auth'>;

type RouteOptions<Schema extends FastifySchema> = {
  config: MoreConfig & { auth: AuthRule };
  schema: Schema & { tags: string[]; summary: string; security?: { bearer: never[] }[] };
};

const bearer = [{ bearer: [] }];

/**
 * How a module's routes declare who may call them (`config.auth`, which the auth guard enforces)
 * and how the OpenAPI document lists them under the module's tags. Every route that needs a token
 * names the bearer scheme, so the document and the guard cannot disagree about which ones do.
 *
 * `const route = routeOptions(['exams'])`, then
 * `app.get(url, route('student', 'What it answers', { params, response }), handler)`.
 */
export function routeOptions(tags: string[]) {
  return <Schema extends FastifySchema>(
    auth: AuthRule,
    summary: string,
    schema: Schema,
    config: MoreConfig = {},
  ): RouteOptions<Schema> => ({
    config: { auth, ...config },
    schema: { tags, summary, ...(auth === 'public' ? {} : { security: bearer }), ...schema },
  });
}
