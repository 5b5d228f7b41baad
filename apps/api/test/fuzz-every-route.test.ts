import fc from 'fast-check';
import { isRefusalCode, REFUSALS, type RefusalCode } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from './helper.ts';

/**
 * Issue #11: no input produces a 500. Every operation in the OpenAPI document is called by an
 * admin, a student, a college and nobody, with path values, documented query parameters and JSON
 * bodies (built from the operation's request schema, so the fuzz reaches real fields) holding
 * control characters, lone surrogates, 100 kB strings, huge and negative numbers and values of
 * the wrong type. Whatever arrives, the answer is a success or a 4xx whose body has a `detail`.
 */
const { app, database } = await createTestApp();

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type OperationObject = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const document = app.swagger() as unknown as OpenApiDocument;
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const CALLERS = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  anonymous: null,
};
type Caller = keyof typeof CALLERS;

/** Deterministic: the same inputs on every run and every machine. */
const SEED = 1_100_011;
/** Callers the route admits get most of the runs; the others are refused before validation. */
const RUNS_ADMITTED = 40;
const RUNS_REFUSED = 4;

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const authByOperation = new Map(
  app.authRules.map((rule) => [`${rule.method} ${toOpenApiPath(rule.url)}`, rule.auth]),
);

function admits(auth: unknown, caller: Caller): boolean {
  if (auth === 'public') return true;
  if (caller === 'anonymous') return false;
  if (auth === 'any') return true;
  return (Array.isArray(auth) ? auth : [auth]).includes(caller);
}

type Operation = { method: string; path: string; object: OperationObject; auth: unknown };
const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, object]) => ({
        method: method.toUpperCase(),
        path,
        object,
        auth: authByOperation.get(`${method.toUpperCase()} ${path}`),
      })),
  )
  // Deletions last, so an account or record they remove cannot starve the routes after them.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

// ---- values ---------------------------------------------------------------------------------

const HUGE = 'x'.repeat(100_000);
const NASTY_TEXTS = [
  '\u0000',
  'a\u0000b',
  'Asha\u0001',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  'ok\u009f',
  '\ud800',
  'a\udfff',
  '\udc00\ud800',
  HUGE,
  `${HUGE}\u0000`,
];
const NASTY_NUMBERS = [
  1e308,
  -1e308,
  -1,
  0,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 31),
  2 ** 31,
  2 ** 63,
  1.5,
  -0.5,
  5e-324,
];
const WRONG_TYPES: unknown[] = [[], [1, 'a'], {}, { nested: '\u0000' }, true, false, null, ''];

const nastyUnit = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0001',
    '\u0008',
    '\u000b',
    '\u001f',
    '\u007f',
    '\u0080',
    '\u009f',
    '\ud800',
    '\udfff',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_TEXTS),
  fc.string({ unit: nastyUnit, minLength: 1, maxLength: 12 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
);

function resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 5; hops += 1) {
    current = document.components?.schemas?.[current.$ref.replace('#/components/schemas/', '')];
  }
  return current;
}

const PATTERN_CANDIDATES = ['+91 98765 43210', '9876543210', '123456', 'ABCD1234', 'abc', 'a'];

/** A string the field would accept, so the fuzz gets past it to the fields after. */
function plausibleText(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email/.test(name))
    return fc.constantFrom('fuzz.person@example.com', DEMO_ACCOUNTS.student);
  if (schema.format === 'date-time' || /(_at|_time)$/.test(name))
    return fc.constantFrom('2031-01-01T09:00:00.000Z', '2020-01-01T09:00:00.000Z');
  if (schema.format === 'date' || /date$/.test(name)) return fc.constant('2031-01-01');
  if (schema.format === 'uri' || /url$/.test(name)) return fc.constant('https://example.com/page');
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.constant(PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'a');
  }
  // Never the demo password: a fuzzed password change must not end the callers' sessions.
  if (/password/.test(name)) return fc.constant('Fuzz@Pass1234');
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

function plausibleNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const min = Math.max(schema.minimum ?? 0, -1000) + exclusive;
  const max = Math.min(schema.maximum ?? min + 5, min + 5);
  return fc.integer({ min, max: Math.max(min, max) });
}

function plausible(schema: JsonSchema | undefined, name: string, depth: number): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  if (!resolved) return fc.jsonValue({ maxDepth: 1 });
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  const branches = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => valueFor(branch, name, depth)));
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'string':
      return plausibleText(resolved, name);
    case 'integer':
    case 'number':
      return plausibleNumber(resolved);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(resolved.items, name, depth + 1), { maxLength: 3 });
    case 'object':
      return objectFor(resolved, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Mostly what the field accepts, sometimes something hostile, at every depth. */
function valueFor(schema: JsonSchema | undefined, name: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return nastyValue;
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, name, depth) },
    { weight: 1, arbitrary: nastyValue },
  );
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return fc.dictionary(nastyText, nastyValue, { maxKeys: 2 });
  return fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, valueFor(property, name, depth)])),
    { requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]) },
  );
}

function bodyFor(operation: OperationObject): fc.Arbitrary<unknown> {
  const schema = resolve(operation.requestBody?.content?.['application/json']?.schema);
  const hostile = fc.oneof(nastyValue, fc.dictionary(nastyText, nastyValue, { maxKeys: 3 }), fc.jsonValue());
  if (!schema) return hostile;
  const shaped = schema.type === 'object' ? objectFor(schema, 0) : plausible(schema, 'body', 0);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostile });
}

// ---- URLs -----------------------------------------------------------------------------------

/** A URL fragment sent exactly as written: escapes that do not decode to text. */
type Raw = { raw: string };
const RAW_FRAGMENTS: Raw[] = ['%', '%zz', '%80', '%C0%80', '%ED%A0%80', '%00'].map((raw) => ({ raw }));

const percent = (bytes: number[]) =>
  bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** encodeURIComponent, except that a lone surrogate goes out as its three WTF-8 bytes. */
function encodeLoose(value: string | Raw): string {
  if (typeof value !== 'string') return value.raw;
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? percent([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)])
        : encodeURIComponent(char);
  }
  return encoded;
}

const nastyUrlValue: fc.Arbitrary<string | Raw> = fc.oneof(
  nastyText,
  fc.constantFrom(...NASTY_NUMBERS.map(String)),
  fc.constantFrom('true', 'null', '[]', '{}', ''),
  fc.constantFrom(...RAW_FRAGMENTS),
);

function urlValueFor(parameter: Parameter): fc.Arbitrary<string | Raw> {
  const known =
    parameter.in === 'path' && /^(id|qid)$/.test(parameter.name)
      ? fc.constantFrom('1', '2', '3', '4')
      : plausible(parameter.schema, parameter.name, 0).map((value) => String(value));
  return fc.oneof({ weight: 2, arbitrary: known }, { weight: 2, arbitrary: nastyUrlValue });
}

function queryFor(operation: OperationObject): fc.Arbitrary<[string, string | Raw][]> {
  const names = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (names.length === 0) return fc.constant([]);
  return fc
    .tuple(
      ...names.map((parameter) =>
        fc.option(
          fc.oneof(
            urlValueFor(parameter).map((value) => [value]),
            // The same key twice: a query value of the wrong type (an array).
            fc.tuple(urlValueFor(parameter), nastyUrlValue),
          ),
          { nil: undefined, freq: 3 },
        ),
      ),
    )
    .map((values) =>
      names.flatMap((parameter, index) =>
        (values[index] ?? []).map((value): [string, string | Raw] => [parameter.name, value]),
      ),
    );
}

function pathFor(operation: OperationObject, path: string): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return fc.constant(path);
  const parameters = names.map(
    (name) =>
      operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name) ?? {
        in: 'path',
        name,
      },
  );
  return fc
    .tuple(...parameters.map(urlValueFor))
    .map((values) =>
      values.reduce<string>(
        (url, value, index) => url.replace(`{${names[index]}}`, encodeLoose(value)),
        path,
      ),
    );
}

// ---- the checks -----------------------------------------------------------------------------

type Answer = { statusCode: number; body: string };

function expectClearAnswer(response: Answer, request: string) {
  const shown = `${request.slice(0, 400)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, shown).toBeLessThan(500);
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = undefined;
    }
    expect(typeof (body as { detail?: unknown } | undefined)?.detail, shown).toBe('string');
    // Every refusal names its failure from the one table, and is sent with that code's status.
    const code = (body as { code?: unknown } | undefined)?.code;
    expect(typeof code === 'string' && isRefusalCode(code), shown).toBe(true);
    expect(response.statusCode, shown).toBe(REFUSALS[code as RefusalCode]);
  }
}

describe('every route under hostile input', () => {
  it('the OpenAPI document lists every API route, so the fuzz below reaches them all', () => {
    const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const served = app.authRules
      .filter((rule) => !rule.url.startsWith('/api/docs') && rule.url !== '/api/openapi.json')
      .map((rule) => `${rule.method} ${toOpenApiPath(rule.url)}`);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.auth === undefined)).toEqual([]);
  });

  const cases = operations.flatMap((operation) =>
    (Object.keys(CALLERS) as Caller[]).map(
      (caller) => [caller, operation.method, operation.path, operation] as const,
    ),
  );

  it.each(cases)(
    'as %s, %s %s never answers 5xx and every refusal says why',
    async (caller, method, path, operation) => {
      const token = CALLERS[caller];
      const hasBody = method !== 'GET';
      await fc.assert(
        fc.asyncProperty(
          pathFor(operation.object, path),
          queryFor(operation.object),
          hasBody ? bodyFor(operation.object) : fc.constant(undefined),
          async (url, query, body) => {
            const search = query
              .map(([name, value]) => `${encodeURIComponent(name)}=${encodeLoose(value)}`)
              .join('&');
            const target = search ? `${url}?${search}` : url;
            const payload = hasBody ? (JSON.stringify(body) ?? 'null') : undefined;
            const response = await app.inject({
              method: method as 'GET',
              url: target,
              headers: {
                ...(token ? bearer(token) : {}),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            expectClearAnswer(response, `${method} ${target} ${payload ?? ''}`);
          },
        ),
        { seed: SEED, numRuns: admits(operation.auth, caller) ? RUNS_ADMITTED : RUNS_REFUSED },
      );
    },
  );
});

/**
 * Upload routes read multipart, not JSON: above they only meet JSON (refused as "send
 * multipart") and fuzzed paths and queries. Here each gets a real multipart request with a
 * control character in the file name and in an extra text field.
 */
describe('upload routes with control characters in the multipart fields', () => {
  const uploads = operations.flatMap((operation) => {
    const field = operation.object.summary?.match(/multipart field "(\w+)"/)?.[1];
    return field ? [{ ...operation, field }] : [];
  });

  it('finds the upload routes', () => {
    expect(uploads.map((upload) => `${upload.method} ${upload.path}`).sort()).toEqual([
      'PATCH /api/courses/{id}/update/',
      'POST /api/admin-portal/exams/{id}/questions/import/',
      'POST /api/colleges/admin/invitations/import/',
      'POST /api/students/profile/photo/',
    ]);
  });

  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const multipart = (parts: { name: string; filename?: string; content: Buffer | string }[]) => {
    const boundary = 'vidya-fuzz-boundary';
    const chunks = parts.flatMap(({ name, filename, content }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
          `Content-Type: ${filename === undefined ? 'text/plain' : 'application/octet-stream'}\r\n\r\n`,
      ),
      typeof content === 'string' ? Buffer.from(content) : content,
      Buffer.from('\r\n'),
    ]);
    return {
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  // The fuzz above may have suspended or deleted the demo students (admins' suspend and delete
  // routes, ids 1–4): sign in a student of the upload's own, so the upload itself is what is tested.
  const signedInStudent = async () => {
    const email = `fuzz.upload.${Date.now()}@example.com`;
    const userId = await accounts.insertUser(database.db, {
      email,
      fullName: 'Fuzz Upload',
      role: 'student',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    });
    await accounts.insertStudent(database.db, userId, {});
    return (await login(app, 'student', email)).access;
  };

  // The same for the demo college, whose sessions the fuzz may have ended.
  const signedInCollege = async () => {
    const email = `fuzz.upload.college.${Date.now()}@example.com`;
    const userId = await accounts.insertUser(database.db, {
      email,
      fullName: 'Fuzz Upload College',
      role: 'college',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    });
    await accounts.insertCollege(database.db, userId, {
      collegeName: 'Fuzz Upload College',
      contactPerson: 'Fuzz Upload College',
      isApprovedByAdmin: true,
      approvedAt: new Date(),
    });
    return (await login(app, 'college', email)).access;
  };

  it.each(uploads.map((upload) => [upload.method, upload.path, upload] as const))(
    '%s %s',
    async (method, path, upload) => {
      const token =
        upload.auth === 'student'
          ? await signedInStudent()
          : upload.auth === 'college'
            ? await signedInCollege()
            : CALLERS.admin;
      const url = path.replace('{id}', '1');
      const send = async (parts: Parameters<typeof multipart>[0]) => {
        const { payload, headers } = multipart(parts);
        return app.inject({
          method: method as 'POST',
          url,
          payload,
          headers: { ...headers, ...bearer(token ?? '') },
        });
      };

      const badName = await send([{ name: upload.field, filename: 'photo\u0000.png', content: PNG }]);
      expect(badName.statusCode, badName.body).toBe(400);
      expect(badName.json().detail).toMatch(/^Invalid file name: must not contain control characters\./);

      for (const text of ['\u0000', 'a\u0001b', '\ud800']) {
        const badField = await send([
          { name: 'note', content: text },
          { name: upload.field, filename: 'photo.png', content: PNG },
        ]);
        expectClearAnswer(badField, `${method} ${url} with a field ${JSON.stringify(text)}`);
      }
    },
  );
});
