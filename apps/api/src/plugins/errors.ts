import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@vidya/contract';
import { AppError } from '../lib/app-error.ts';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';

/** Fastify's own refusals, translated into texts a client developer can act on. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: 'Request body is too large.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid',
    detail: 'Request body is empty: send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid', detail: 'Malformed JSON in request body.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    code: 'invalid',
    detail: 'Unsupported content type: send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid',
    detail: 'Content-Length does not match the request body.',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'invalid',
    detail:
      'The URL is not valid: each "%" must start an escape such as %20, spelling whole UTF-8 characters.',
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, code: 'invalid', detail: 'A value in the URL path is too long.' },
};

/**
 * PostgreSQL refusals that only input can cause. The contract should stop such input first; these
 * keep a value that slips past it a 4xx rather than a 500 (decision 014). Keyed by SQLSTATE.
 */
const DATABASE_REFUSALS: Record<string, { status: number; code: string; detail: string }> = {
  // character_not_in_repertoire (also "invalid byte sequence") and untranslatable_character
  '22021': { status: 400, code: 'invalid', detail: 'The request contains characters that cannot be stored.' },
  '22P05': { status: 400, code: 'invalid', detail: 'The request contains characters that cannot be stored.' },
  // string_data_right_truncation
  '22001': { status: 400, code: 'invalid', detail: 'A value in the request is too long.' },
  // numeric_value_out_of_range
  '22003': { status: 400, code: 'invalid', detail: 'A number in the request is out of range.' },
  // invalid_text_representation
  '22P02': { status: 400, code: 'invalid', detail: 'A value in the request is not in the expected format.' },
  // foreign_key_violation: a reference to a record that is gone, or a delete of one still referred to
  '23503': {
    status: 409,
    code: 'conflict',
    detail:
      'This refers to a record that does not exist, or to one that other records still use. Reload and try again.',
  },
};

/** The SQLSTATE of a database error, whether Drizzle wrapped it (on `cause`) or not. */
function sqlStateOf(error: unknown): string | undefined {
  for (let at = error, depth = 0; typeof at === 'object' && at !== null && depth < 4; depth += 1) {
    const { code, cause } = at as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    at = cause;
  }
  return undefined;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function toFieldErrors(error: { validation: { instancePath: string; message?: string }[] }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

/**
 * Fastify's `frameworkErrors` option: refusals the router makes before any route or error
 * handler runs (a malformed escape or an overlong value in the URL path), in the same shape.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header(REQUEST_ID_HEADER, request.id);
  const known = FASTIFY_ERRORS[error.code];
  if (known) return send(reply, known.status, { detail: known.detail, code: known.code });
  request.log.error({ err: error }, 'unhandled framework error');
  return send(reply, 500, { detail: 'A server error occurred. Please try again later.', code: 'internal' });
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // Every error reply names its request, whichever part of the app refused it, so the reference a
    // user reports leads to the log lines (decision 034). Refusals are logged at info: the error
    // handler already logs each 500 with its error.
    app.addHook('onSend', (request, reply, payload, done) => {
      const status = reply.statusCode;
      if (status >= 400) {
        reply.header(REQUEST_ID_HEADER, request.id);
        if (status !== 500) {
          request.log.info(
            { method: request.method, route: request.routeOptions.url, statusCode: status },
            'request refused',
          );
        }
      }
      done(null, payload);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.options.retryAfterSeconds !== undefined) {
          reply.header('Retry-After', String(error.options.retryAfterSeconds));
        }
        return send(reply, error.statusCode, {
          detail: error.detail,
          code: error.code,
          ...(error.options.errors ? { errors: error.options.errors } : {}),
          ...(error.options.values ? { values: error.options.values } : {}),
        });
      }

      // Zod's issues and the contract's text rule (lib/input-text.ts) both arrive as validation.
      if (error.validation && error.validation.length > 0) {
        const errors = toFieldErrors({ validation: error.validation });
        const [field, messages] = Object.entries(errors)[0] ?? ['', []];
        const where =
          error.validationContext === 'body' ? 'Request body' : `Request ${error.validationContext}`;
        const detail =
          field === 'non_field_errors'
            ? `${where} is invalid: ${messages[0]}`
            : `Invalid ${field}: ${messages[0] ?? 'invalid value.'}`;
        return send(reply, 400, { detail, code: 'invalid', errors });
      }

      const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
      if (known) return send(reply, known.status, { detail: known.detail, code: known.code });

      const sqlState = sqlStateOf(error);
      const refusal = sqlState ? DATABASE_REFUSALS[sqlState] : undefined;
      if (refusal) {
        // Input the contract should have refused first: worth a look, though the client is told.
        request.log.warn({ err: error, sqlState }, 'database refused input');
        return send(reply, refusal.status, { detail: refusal.detail, code: refusal.code });
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(reply, status, { detail: error.message, code: 'invalid' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, {
        detail: 'A server error occurred. Please try again later.',
        code: 'internal',
      });
    });
  },
  { name: 'errors' },
);
