import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

/**
 * Every exam and question route, called by a role it admits with random bodies, path values
 * and query strings: whatever arrives, the answer is a clear 4xx or a success, never a 5xx.
 */
const { app } = await createTestApp();
const tokens = {
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
};
type Role = keyof typeof tokens;

const EXAM_ROUTES =
  /^\/api\/(exams\/|admin-portal\/(exams|questions|attempts|search|students\/:id\/exam_results)|colleges\/admin\/(bulk-import-questions|student-exam-results)|certificates\/)/;
const routes = app.authRules.filter((rule) => EXAM_ROUTES.test(rule.url));

const roleFor = (auth: unknown): Role => {
  const allowed = (Array.isArray(auth) ? auth : [auth]) as string[];
  return (['admin', 'college', 'student'] as const).find((role) => allowed.includes(role)) ?? 'student';
};

const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom('1', '2', '0', '-1', '99999999999', '1e3', 'abc', '%20', '1-quant', 'null'),
);
const queryValue = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constant(''));
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'page_size',
    'search',
    'q',
    'exam',
    'scope',
    'kind',
    'college_id',
    'is_active',
    'dry_run',
    'format',
  ),
  queryValue,
  { maxKeys: 3 },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      exam: fc.oneof(fc.integer(), fc.string()),
      question: fc.oneof(fc.integer(), fc.string()),
      answer: fc.oneof(fc.constantFrom('a', 'b', 'e', 'A', ''), fc.integer(), fc.constant(null)),
      seq: fc.oneof(fc.integer(), fc.double()),
      code: fc.string({ maxLength: 20 }),
      answers: fc.array(fc.record({ question: fc.integer(), answer: fc.string({ maxLength: 2 }) }), {
        maxLength: 3,
      }),
      question_ids: fc.array(fc.integer(), { maxLength: 4 }),
      is_active: fc.oneof(fc.boolean(), fc.string()),
      title: fc.string({ maxLength: 30 }),
      duration_minutes: fc.oneof(fc.integer(), fc.double()),
      marks: fc.oneof(fc.integer(), fc.double()),
      exam_date: fc.string({ maxLength: 12 }),
      start_time: fc.string({ maxLength: 30 }),
      end_time: fc.string({ maxLength: 30 }),
    },
    { requiredKeys: [] },
  ),
);

describe('exam routes under random input', () => {
  it('covers the exam surface', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((rule) => [rule.method, rule.url, rule.auth] as const))(
    '%s %s never answers 5xx',
    async (method, pattern, auth) => {
      const headers = bearer(tokens[roleFor(auth)]);
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathValue, { minLength: 3, maxLength: 3 }),
          query,
          body,
          async (values, search, payload) => {
            let index = 0;
            const path = pattern.replace(/:\w+/g, () =>
              encodeURIComponent(values[index++ % values.length] ?? '1'),
            );
            const url = `${path}?${new URLSearchParams(search).toString()}`;
            const hasBody = method !== 'GET' && method !== 'DELETE';
            const response = await app.inject({
              method: method as 'GET',
              url,
              headers,
              ...(hasBody
                ? {
                    payload: JSON.stringify(payload),
                    headers: { ...headers, 'content-type': 'application/json' },
                  }
                : {}),
            });
            expect(
              response.statusCode,
              `${method} ${url} ${JSON.stringify(payload)} → ${response.body}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});
