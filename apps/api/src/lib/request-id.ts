import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Request ids (issue #18): every log line of a request carries it as `reqId`, every error reply
 * sends it back in `x-request-id`, and the web shows it as the reference a user quotes. Short
 * enough to read over the phone, unique across a fleet: a random prefix per process and a counter.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front of us made (nginx's `$request_id`): letters, digits and dashes. */
const FORWARDED_ID = /^[A-Za-z0-9-]{8,64}$/;

export function createRequestIds(options: { trustForwarded: boolean }) {
  const prefix = randomBytes(3).toString('hex');
  let counter = 0;
  return (request: IncomingMessage): string => {
    if (options.trustForwarded) {
      const forwarded = request.headers[REQUEST_ID_HEADER];
      if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    }
    counter = (counter + 1) % 0x7fffffff;
    return `${prefix}-${counter.toString(36)}`;
  };
}
