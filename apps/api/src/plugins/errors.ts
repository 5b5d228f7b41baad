import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@vidya/contract';
import { AppError } from '../lib/app-error.ts';

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
};

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function toFieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.options.retryAfterSeconds !== undefined) {
          reply.header('Retry-After', String(error.options.retryAfterSeconds));
        }
        return send(reply, error.statusCode, {
          detail: error.detail,
          code: error.code,
          ...(error.options.errors ? { errors: error.options.errors } : {}),
        });
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = toFieldErrors(error);
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
