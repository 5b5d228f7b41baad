import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, enrollments, students, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login, type TestApp } from './helper.ts';

async function setUp(instance: TestApp) {
  const { app, database } = instance;
  const [web] = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'full-stack-web-development-with-react-and-node-js'));
  const [cloud] = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'cloud-fundamentals-with-aws'));
  const [priya] = await database.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.platformStudent));
  return {
    webId: web!.id,
    cloudId: cloud!.id,
    priyaId: priya!.id,
    student: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
    other: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
    admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
    enrollmentsOf: async (courseId: number) =>
      database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.studentId, priya!.id), eq(enrollments.courseId, courseId))),
  };
}

describe('demo checkout (no payment keys configured)', async () => {
  const instance = await createTestApp();
  const { app } = instance;
  const s = await setUp(instance);
  const post = (url: string, token: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('creates a demo order, and a retry resumes the same one', async () => {
    const first = await post(`/api/payments/courses/${s.webId}/checkout/`, s.student);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      provider: 'demo',
      amount: 1499,
      currency: 'INR',
      status: 'created',
      key_id: null,
    });
    const retry = await post(`/api/payments/courses/${s.webId}/checkout/`, s.student);
    expect(retry.json().payment_id).toBe(first.json().payment_id);
  });

  it('a declined payment enrolls nobody; a successful one enrolls exactly once, however often replayed', async () => {
    const { payment_id } = (await post(`/api/payments/courses/${s.webId}/checkout/`, s.student)).json();
    const failed = await post(`/api/payments/${payment_id}/demo/`, s.student, { outcome: 'failure' });
    expect(failed.json()).toMatchObject({ status: 'failed', enrollment_id: null });
    expect(await s.enrollmentsOf(s.webId)).toHaveLength(0);

    const retry = (await post(`/api/payments/courses/${s.webId}/checkout/`, s.student)).json();
    expect(retry.payment_id).not.toBe(payment_id);
    const results = await Promise.all(
      [1, 2, 3].map(() => post(`/api/payments/${retry.payment_id}/demo/`, s.student, { outcome: 'success' })),
    );
    const ids = new Set(results.map((r) => r.json().enrollment_id));
    expect(results.every((r) => r.json().status === 'paid')).toBe(true);
    expect(ids.size).toBe(1);
    expect(await s.enrollmentsOf(s.webId)).toHaveLength(1);
    expect((await post(`/api/courses/${s.webId}/enroll/`, s.student)).statusCode).toBe(409);
  });

  it("someone else's payment is 404", async () => {
    const { payment_id } = (await post(`/api/payments/courses/${s.cloudId}/checkout/`, s.student)).json();
    expect(
      (await post(`/api/payments/${payment_id}/demo/`, s.other, { outcome: 'success' })).statusCode,
    ).toBe(404);
    expect(await s.enrollmentsOf(s.cloudId)).toHaveLength(0);
  });

  it('a free course has no checkout', async () => {
    const [free] = await instance.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'quantitative-aptitude-for-campus-placements'));
    expect((await post(`/api/payments/courses/${free!.id}/checkout/`, s.student)).statusCode).toBe(409);
  });

  it('payments are visible to the student and to admins, not to other students', async () => {
    const get = (token: string, id = s.priyaId) =>
      app.inject({ method: 'GET', url: `/api/students/${id}/payments/`, headers: bearer(token) });
    const own = await get(s.student);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((p: { status: string }) => p.status)).toEqual(
      expect.arrayContaining(['paid', 'failed']),
    );
    expect((await get(s.admin)).statusCode).toBe(200);
    expect((await get(s.other)).statusCode).toBe(404);
  });
});

describe('razorpay', async () => {
  const KEY_SECRET = 'rzp_test_secret_value';
  const WEBHOOK_SECRET = 'whsec_test_value';
  let orderCounter = 0;
  const requests: { url: string; body: string; authorization: string }[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    requests.push({
      url: String(input),
      body: String(init?.body),
      authorization: String(new Headers(init?.headers).get('authorization')),
    });
    return new Response(JSON.stringify({ id: `order_TEST${++orderCounter}`, status: 'created' }), {
      status: 200,
    });
  };
  const instance = await createTestApp(
    {
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    { fetch: fakeFetch },
  );
  const { app } = instance;
  const s = await setUp(instance);
  const post = (url: string, token: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

  it('creates the order through the API with the price in paise', async () => {
    const checkout = (await post(`/api/payments/courses/${s.webId}/checkout/`, s.student)).json();
    expect(checkout).toMatchObject({ provider: 'razorpay', key_id: 'rzp_test_key', order_id: 'order_TEST1' });
    expect(requests[0]!.url).toBe('https://api.razorpay.com/v1/orders');
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ amount: 149900, currency: 'INR' });
    expect(requests[0]!.authorization).toBe(
      `Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`,
    );
  });

  it('refuses a forged signature and enrolls on the genuine one, once', async () => {
    const checkout = (await post(`/api/payments/courses/${s.webId}/checkout/`, s.student)).json();
    const body = { razorpay_order_id: checkout.order_id, razorpay_payment_id: 'pay_ABC123' };
    const forged = await post(`/api/payments/${checkout.payment_id}/razorpay/verify/`, s.student, {
      ...body,
      razorpay_signature: sign('wrong-secret', `${checkout.order_id}|pay_ABC123`),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toContain('could not be verified');
    expect(await s.enrollmentsOf(s.webId)).toHaveLength(0);

    const genuine = { ...body, razorpay_signature: sign(KEY_SECRET, `${checkout.order_id}|pay_ABC123`) };
    const ok = await post(`/api/payments/${checkout.payment_id}/razorpay/verify/`, s.student, genuine);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'paid', enrollment_id: expect.any(Number) });
    const replay = await post(`/api/payments/${checkout.payment_id}/razorpay/verify/`, s.student, genuine);
    expect(replay.json().enrollment_id).toBe(ok.json().enrollment_id);
    expect(await s.enrollmentsOf(s.webId)).toHaveLength(1);
  });

  it('a signature for another order does not verify this one', async () => {
    const checkout = (await post(`/api/payments/courses/${s.cloudId}/checkout/`, s.student)).json();
    const response = await post(`/api/payments/${checkout.payment_id}/razorpay/verify/`, s.student, {
      razorpay_order_id: 'order_OTHER',
      razorpay_payment_id: 'pay_X',
      razorpay_signature: sign(KEY_SECRET, 'order_OTHER|pay_X'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('webhooks settle only with a valid signature over the raw body', async () => {
    const checkout = (await post(`/api/payments/courses/${s.cloudId}/checkout/`, s.student)).json();
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_WH1', order_id: checkout.order_id } } },
    });
    const send = (signature: string, body = raw) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook/',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        body,
      });

    expect((await send(sign('nope', raw))).statusCode).toBe(400);
    expect(await s.enrollmentsOf(s.cloudId)).toHaveLength(0);
    expect((await send(sign(WEBHOOK_SECRET, raw))).statusCode).toBe(200);
    expect((await send(sign(WEBHOOK_SECRET, raw))).statusCode).toBe(200);
    expect(await s.enrollmentsOf(s.cloudId)).toHaveLength(1);
    expect((await send(sign(WEBHOOK_SECRET, 'not json'), 'not json')).statusCode).toBe(400);
  });

  it('a signed webhook with a control character in an order id is refused naming the field, not a 500', async () => {
    const raw = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_WH2', order_id: 'order_\u0000', error_description: 'x' } } },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook/',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(WEBHOOK_SECRET, raw) },
      body: raw,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Invalid payload.payment.entity.order_id: must not contain control characters.',
    );
  });

  it('the demo endpoint is closed when Razorpay is configured', async () => {
    const [dataScience] = await instance.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'data-science-and-machine-learning-with-python'));
    const { payment_id } = (
      await post(`/api/payments/courses/${dataScience!.id}/checkout/`, s.student)
    ).json();
    const response = await post(`/api/payments/${payment_id}/demo/`, s.student, { outcome: 'success' });
    expect(response.statusCode).toBe(409);
  });
});
