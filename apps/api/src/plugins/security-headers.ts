import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export type SecurityHeadersOptions = {
  isHttps: boolean;
  /** Razorpay's checkout is a script and frames from its own hosts; allowed only when it is configured. */
  allowRazorpay: boolean;
};

/**
 * The headers helmet would send, computed once. Pages and assets get the full set including the
 * Content-Security-Policy; JSON API answers get only what applies to them. Helmet itself rebuilt
 * its headers on every request, which cost a third of the API's throughput (docs/decisions).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { isHttps, allowRazorpay }) => {
    const razorpay = (hosts: string) => (allowRazorpay ? ` ${hosts}` : '');
    const csp = [
      "default-src 'self'",
      // YouTube's IFrame Player API, loaded by the course player only, reports how much of a
      // lesson's video was watched (issue #17, docs/decisions/028).
      `script-src 'self' https://www.youtube.com${razorpay('https://checkout.razorpay.com')}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${razorpay('https://*.razorpay.com')}`,
      "font-src 'self' data:",
      `connect-src 'self'${razorpay('https://api.razorpay.com https://lumberjack.razorpay.com')}`,
      `frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com${razorpay('https://api.razorpay.com https://checkout.razorpay.com')}`,
      "media-src 'self' https:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(isHttps ? ['upgrade-insecure-requests'] : []),
    ].join('; ');

    const common: Record<string, string> = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
      ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    };
    const page: Record<string, string> = {
      ...common,
      'content-security-policy': csp,
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
    };

    // Callback-style hooks: on the hot path every avoided promise shows in the benchmark.
    app.addHook('onRequest', (request, reply, done) => {
      const isApiJson = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
      reply.headers(isApiJson ? common : page);
      done();
    });
  },
  { name: 'security-headers' },
);
