import { vi } from 'vitest';

export type FakeReply = {
  status?: number;
  body?: unknown;
  statusText?: string;
  headers?: Record<string, string>;
};
type Handler = (request: Request) => FakeReply | Promise<FakeReply>;

/** A JSON reply the way the API sends it. */
export function jsonResponse({ status = 200, body, statusText, headers = {} }: FakeReply): Response {
  if (body === undefined) return new Response(null, { status, statusText, headers });
  if (typeof body === 'string') {
    return new Response(body, { status, statusText, headers: { 'content-type': 'text/plain', ...headers } });
  }
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A refusal the way the API words it: `{detail, code}` plus field errors when given. */
export function errorReply(
  status: number,
  detail: string,
  extra: { code?: string; errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
): FakeReply {
  const { code = 'invalid', errors, headers } = extra;
  return { status, body: { detail, code, ...(errors ? { errors } : {}) }, headers };
}

/**
 * Replaces the global fetch with routes keyed by "METHOD /api/path/". Unrouted calls answer 404,
 * so a test notices a call it did not expect.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    if (handler === undefined)
      return jsonResponse({ status: 404, body: { detail: 'Not found.', code: 'not_found' } });
    return jsonResponse(await handler(request));
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (route: string) =>
    fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
  return { fetchMock, callsTo };
}

/** An unsigned JWT carrying the given claims; the web only decodes tokens, it never verifies them. */
export function makeAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ typ: 'access', ...claims })}.signature`;
}
