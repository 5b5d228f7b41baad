import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyBaseLogger, FastifyLoggerOptions, FastifyServerOptions, LogLevel } from 'fastify';

/**
 * What the logger may print (issue #11: no secret in any log). A failed statement's error
 * carries the statement's values (Drizzle's `params`, PGlite's `params`) and the driver's
 * `detail` often quotes the row ("Failing row contains (…)", "Key (email)=(…)"): a sign-up the
 * database refused used to write the email and the password hash into the error log. Errors
 * therefore go through one serializer that keeps what an operator needs (the statement text, the
 * driver's message and SQLSTATE, the constraint) and drops the values; fields named like secrets
 * are redacted wherever a log object holds them.
 */

type ErrorLike = Error & Record<string, unknown>;
type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

/** Fields a driver fills with the statement's values or the offending row, never logged. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where', 'internalQuery']);
/** Causes deeper than this are summarised: a chain that long is a loop or a wrapper gone wrong. */
const MAX_CAUSE_DEPTH = 8;
/** Shorter values are left in messages: too short to be a secret, too common to cut out safely. */
const MIN_SCRUBBED_LENGTH = 4;
const CENSOR = '[Redacted]';

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

function typeOf(error: ErrorLike): string {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  return typeof constructorName === 'string' && constructorName !== '' ? constructorName : error.name;
}

/** The string values of every statement in the chain, longest first, to cut out of messages. */
function collectStatementValues(error: ErrorLike): string[] {
  const values = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (!isErrorLike(value) || seen.has(value) || depth > MAX_CAUSE_DEPTH) return;
    seen.add(value);
    for (const field of ['params', 'parameters']) {
      const params = value[field];
      if (!Array.isArray(params)) continue;
      for (const param of params) {
        if (typeof param === 'string' && param.length >= MIN_SCRUBBED_LENGTH) values.add(param);
      }
    }
    visit(value.cause, depth + 1);
    if (Array.isArray(value.errors)) for (const inner of value.errors) visit(inner, depth + 1);
  };
  visit(error, 0);
  return [...values].sort((a, b) => b.length - a.length);
}

function scrub(text: string, values: readonly string[]): string {
  let result = text;
  for (const value of values) result = result.replaceAll(value, CENSOR);
  return result;
}

const isQueryError = (error: ErrorLike): boolean =>
  error instanceof DrizzleQueryError ||
  (typeof error.query === 'string' &&
    Array.isArray(error.params) &&
    error.message.startsWith('Failed query: '));

/**
 * Drizzle's message is "Failed query: <sql>\nparams: <values>": it becomes the statement and what
 * the driver said about it, with the SQLSTATE when the driver gave one.
 */
function describeOne(error: ErrorLike, values: readonly string[], depth: number): string {
  if (!isQueryError(error)) return scrub(error.message, values);
  const cause = error.cause;
  if (!isErrorLike(cause) || depth >= MAX_CAUSE_DEPTH) return `Failed query: ${String(error.query)}`;
  const sqlState =
    typeof cause.severity === 'string' && typeof cause.code === 'string' ? ` (SQLSTATE ${cause.code})` : '';
  return `Failed query: ${String(error.query)}: ${describeOne(cause, values, depth + 1)}${sqlState}`;
}

function serializeOne(
  error: ErrorLike,
  values: readonly string[],
  seen: Set<unknown>,
  depth: number,
): SerializedError {
  seen.add(error);
  const type = typeOf(error);
  const message = describeOne(error, values, depth);
  // The stack's first lines repeat the original message; only the frames are kept.
  const frames =
    typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };

  const serializeNested = (value: unknown): unknown => {
    if (!isErrorLike(value)) return typeof value === 'string' ? scrub(value, values) : value;
    if (seen.has(value) || depth >= MAX_CAUSE_DEPTH) return `[${typeOf(value)}: ${CENSOR}]`;
    return serializeOne(value, values, seen, depth + 1);
  };

  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || key === 'cause' || key === 'errors' || VALUE_FIELDS.has(key)) continue;
    serialized[key] = serializeNested(value);
  }
  if (error.cause !== undefined) serialized.cause = serializeNested(error.cause);
  if (Array.isArray(error.errors)) serialized.aggregateErrors = error.errors.map(serializeNested);
  return serialized;
}

/**
 * The logger's serializer for `err` (and `error`): a plain object with the type, a message and
 * stack without the statement's values, the error's other fields except those that carry values,
 * and the `cause` chain serialized the same way. Something thrown that is not an error becomes
 * its text.
 */
export function serializeError(error: unknown): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  return serializeOne(error, collectStatementValues(error), new Set(), 0);
}

/** The same message as a one-line text, for the few places that print to the console. */
export function describeError(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  return describeOne(error, collectStatementValues(error), 0);
}

/**
 * Fields that hold a secret, by name, wherever they sit in a log object: at the top and two levels
 * down (pino's `*` stands for exactly one level), e.g. `body.new_password`, `req.headers.cookie`.
 */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'passwordHash',
  'password_hash',
  'otp',
  'codeHash',
  'code_hash',
  'token',
  'tokenHash',
  'token_hash',
  'access',
  'refresh',
  'authorization',
  'cookie',
  '["set-cookie"]',
];
/**
 * `code` is not among them: it is the error code of our `{detail, code}` bodies, the SQLSTATE of
 * a database error and Node's and nodemailer's error codes, exactly what an operator reads first.
 * Our one-time codes travel as `otp`; a `code` is redacted only where a client sent it (a request
 * body or query string), which is the one place a code by that name would be a secret.
 */
const CLIENT_SENT_CODE = ['body.code', '*.body.code', 'query.code', '*.query.code'];

export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_FIELDS.flatMap((field) => {
    const sep = field.startsWith('[') ? '' : '.';
    return [field, `*${sep}${field}`, `*.*${sep}${field}`];
  }),
  ...CLIENT_SENT_CODE,
];

/** A last guard at the output: the shape of a stored password hash (lib/passwords.ts). */
const PASSWORD_HASH = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/g;

/** Fastify's logger option as an object: its own fields and pino's. */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type LogArgs = Parameters<NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>>[0];

/** The id of the request a logger was made for (`requestLoggerFactory`). */
const REQUEST_ID = Symbol('request id');
type RequestLogger = FastifyBaseLogger & { [REQUEST_ID]?: string };

/**
 * Each request's logger, carrying its id as `reqId` on every line it writes. Fastify's own factory
 * binds the id with `logger.child({ reqId })`, and pino sends every binding through the redaction
 * (a path beginning with `*` applies to any key): `@pinojs/redact` parses all of `REDACTED_PATHS`
 * on each call, about 8 µs and 14 KB of garbage per request, for an id that is never a secret. The
 * id is kept on the child instead, and `mixin` adds it to each line, which is then redacted as any
 * line is. A logger made from this one (`request.log.child(…)`) inherits it.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  { reqId, ...bindings },
  options,
) => {
  const child: RequestLogger = logger.child(bindings, options);
  if (typeof reqId === 'string') child[REQUEST_ID] = reqId;
  return child;
};

/** The logger options of the API, in one place so every log line passes the same rules. */
export function createLoggerOptions(options: { level: LogLevel; stream?: LogStream }): LoggerOptions {
  return {
    level: options.level,
    stream: options.stream,
    mixin: (_line, _level, logger) => {
      const id = (logger as RequestLogger)[REQUEST_ID];
      return id === undefined ? {} : { reqId: id };
    },
    redact: { paths: [...REDACTED_PATHS], censor: CENSOR },
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      // pino takes the message of `log.error(error)` from `error.message`, and Fastify passes
      // `error.message` itself: for a failed statement that is the values again.
      logMethod(args: LogArgs, method) {
        const [first, message, ...rest] = args as unknown[];
        const error = isErrorLike(first)
          ? first
          : typeof first === 'object' && first !== null && isErrorLike((first as { err?: unknown }).err)
            ? (first as { err: ErrorLike }).err
            : undefined;
        if (!error || (message !== undefined && message !== error.message)) {
          method.apply(this, args);
          return;
        }
        const object = first === error ? { err: error } : first;
        method.apply(this, [object, describeError(error), ...rest] as unknown as LogArgs);
      },
      streamWrite: (line) => (line.includes('scrypt$') ? line.replace(PASSWORD_HASH, CENSOR) : line),
    },
  };
}
