import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, invoices, lessons, payments, students, users } from '../src/db/schema.ts';
import {
  financialYearOf,
  formatInvoiceNumber,
  splitGst,
  toBasisPoints,
} from '../src/modules/payments/invoice-rules.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login, readOutbox, type TestApp } from './helper.ts';

describe('invoice rules', () => {
  it('the financial year runs April to March in India Standard Time', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 18:45 UTC on 31 March is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T18:45:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
    expect(formatInvoiceNumber('VID', '2026-27', 42)).toBe('VID/2026-27/000042');
    expect(toBasisPoints(18)).toBe(1800);
    expect(toBasisPoints(12.5)).toBe(1250);
  });

  it('GST inside an inclusive price: CGST + SGST within the state, IGST across, parts add up exactly', () => {
    // ₹1,499 at 18 %: taxable 149900 × 100 / 118 = 127033.9 → 127034 paise; tax 22866.
    expect(splitGst(149_900, 1800, 'Karnataka', 'Karnataka')).toEqual({
      taxablePaise: 127_034,
      cgstPaise: 11_433,
      sgstPaise: 11_433,
      igstPaise: 0,
    });
    expect(splitGst(149_900, 1800, 'Maharashtra', 'Karnataka')).toEqual({
      taxablePaise: 127_034,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 22_866,
    });
    // An odd paisa of tax goes to SGST; states compare ignoring case and spacing.
    expect(splitGst(100, 1800, '  karnataka ', 'Karnataka')).toEqual({
      taxablePaise: 85,
      cgstPaise: 7,
      sgstPaise: 8,
      igstPaise: 0,
    });
    // No state given: supplied where the seller is.
    expect(splitGst(100, 1800, null, 'Karnataka').igstPaise).toBe(0);
    for (let total = 1; total <= 5000; total += 7) {
      for (const rate of [0, 500, 1200, 1800, 2800]) {
        for (const state of ['Karnataka', 'Kerala']) {
          const split = splitGst(total, rate, state, 'Karnataka');
          const sum = split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise;
          expect(sum).toBe(total);
          expect(Math.abs(split.taxablePaise - (total * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
          expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

async function setUp(instance: TestApp) {
  const { app, database } = instance;
  const courseIdOf = async (slug: string) => {
    const [row] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    return row!.id;
  };
  const [priya] = await database.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.platformStudent));
  const student = (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access;
  const post = (url: string, token: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
  return {
    priyaId: priya!.id,
    webId: await courseIdOf('full-stack-web-development-with-react-and-node-js'),
    cloudId: await courseIdOf('cloud-fundamentals-with-aws'),
    student,
    other: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
    admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
    post,
    get,
    /** Checks out and pays with the demo checkout; returns the payment id. */
    pay: async (courseId: number, buyerState?: string) => {
      const checkout = await post(
        `/api/payments/courses/${courseId}/checkout/`,
        student,
        buyerState === undefined ? undefined : { buyer_state: buyerState },
      );
      expect(checkout.statusCode).toBe(201);
      const { payment_id } = checkout.json<{ payment_id: number }>();
      const paid = await post(`/api/payments/${payment_id}/demo/`, student, { outcome: 'success' });
      expect(paid.json()).toMatchObject({ status: 'paid' });
      return payment_id;
    },
    invoiceOf: async (paymentId: number) => {
      const [row] = await database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
      return row;
    },
  };
}

describe('receipts: invoice, email and PDF', async () => {
  const instance = await createTestApp({
    INVOICE_SELLER_NAME: 'Vidya Test Seller Pvt Ltd',
    INVOICE_SELLER_ADDRESS: '1 Test Road, Bengaluru',
    INVOICE_SELLER_GSTIN: '29ABCDE1234F1Z5',
    INVOICE_SELLER_STATE: 'Karnataka',
    GST_RATE_PERCENT: '18',
  });
  const s = await setUp(instance);
  const year = financialYearOf(new Date());

  it('a paid payment gets the first invoice of the year: seller, buyer, prices, CGST + SGST within the state', async () => {
    const paymentId = await s.pay(s.webId, 'Karnataka');
    const invoice = await s.invoiceOf(paymentId);
    expect(invoice).toMatchObject({
      financialYear: year,
      sequenceNumber: 1,
      invoiceNumber: `VID/${year}/000001`,
      sellerName: 'Vidya Test Seller Pvt Ltd',
      sellerAddress: '1 Test Road, Bengaluru',
      sellerGstin: '29ABCDE1234F1Z5',
      sellerState: 'Karnataka',
      buyerEmail: DEMO_ACCOUNTS.platformStudent,
      buyerState: 'Karnataka',
      totalPaise: 149_900,
      taxablePaise: 127_034,
      cgstPaise: 11_433,
      sgstPaise: 11_433,
      igstPaise: 0,
      gstRateBasisPoints: 1800,
      providerPaymentId: `demo_pay_${paymentId}`,
    });
    expect(invoice!.originalPricePaise).toBeGreaterThanOrEqual(invoice!.totalPaise);

    // Replaying the confirmation issues nothing more.
    await s.post(`/api/payments/${paymentId}/demo/`, s.student, { outcome: 'success' });
    expect(await instance.database.db.select().from(invoices)).toHaveLength(1);

    const listed = (await s.get(`/api/students/${s.priyaId}/payments/`, s.student)).json();
    expect(listed[0]).toMatchObject({
      id: paymentId,
      invoice_number: `VID/${year}/000001`,
      invoice_url: `/api/payments/${paymentId}/invoice/`,
    });
  });

  it('the student gets an emailed receipt with the invoice number and payment id', () => {
    const receipts = readOutbox(instance.env).filter(
      (mail) => mail.to === DEMO_ACCOUNTS.platformStudent && mail.subject.startsWith('Receipt for'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Invoice number: VID/${year}/000001`);
    expect(receipts[0]!.text).toContain('₹1,499.00');
    expect(receipts[0]!.text).toMatch(/Payment id: demo_pay_\d+/);
  });

  it('a buyer in another state is charged IGST', async () => {
    const paymentId = await s.pay(s.cloudId, 'Maharashtra');
    const invoice = await s.invoiceOf(paymentId);
    expect(invoice).toMatchObject({
      sequenceNumber: 2,
      buyerState: 'Maharashtra',
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(invoice!.taxablePaise + invoice!.igstPaise).toBe(invoice!.totalPaise);
    expect(invoice!.igstPaise).toBeGreaterThan(0);
  });

  it('the invoice PDF is for its student only: another student gets 404, an admin 403, no invoice 404', async () => {
    const [paid] = await instance.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.studentId, s.priyaId), eq(payments.courseId, s.webId)));
    const own = await s.get(`/api/payments/${paid!.id}/invoice/`, s.student);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="invoice-VID-${year}-000001.pdf"`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await s.get(`/api/payments/${paid!.id}/invoice/`, s.other);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ detail: 'Invoice not found.' });
    expect((await s.get(`/api/payments/${paid!.id}/invoice/`, s.admin)).statusCode).toBe(403);
    expect(
      (await instance.app.inject({ method: 'GET', url: `/api/payments/${paid!.id}/invoice/` })).statusCode,
    ).toBe(401);

    const [unpaid] = await instance.database.db
      .insert(payments)
      .values({
        studentId: s.priyaId,
        courseId: s.webId,
        courseTitle: 'Unpaid order',
        provider: 'demo',
        providerOrderId: 'order_unpaid',
        amountPaise: 149_900,
      })
      .returning({ id: payments.id });
    expect((await s.get(`/api/payments/${unpaid!.id}/invoice/`, s.student)).statusCode).toBe(404);
    expect((await s.get('/api/payments/999999/invoice/', s.student)).statusCode).toBe(404);
  });

  it('a buyer state that is not text is refused with a reason', async () => {
    const response = await s.post(`/api/payments/courses/${s.webId}/checkout/`, s.student, {
      buyer_state: 'K',
    });
    expect(response.statusCode).toBe(400);
  });

  it('completing a course emails its certificate', async () => {
    await instance.database.db
      .update(courses)
      .set({ watchThresholdPercent: 0 })
      .where(eq(courses.id, s.webId));
    const list = await instance.database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, s.webId));
    let code: string | null = null;
    for (const lesson of list) {
      const done = await s.post(`/api/courses/lessons/${lesson.id}/complete/`, s.student);
      expect(done.statusCode).toBe(200);
      code = done.json().certificate_code;
    }
    expect(code).toMatch(/^VID-/);
    await expect
      .poll(() => readOutbox(instance.env).filter((mail) => mail.text.includes(code!)))
      .toHaveLength(1);
    const [mail] = readOutbox(instance.env).filter((mail) => mail.text.includes(code!));
    expect(mail!.to).toBe(DEMO_ACCOUNTS.platformStudent);
    expect(mail!.text).toContain('you completed the course');
  });
});

describe('invoice numbers under concurrent payments', async () => {
  const instance = await createTestApp();
  const s = await setUp(instance);

  it('ten payments confirmed at once get numbers 1 to 10, no gap and no duplicate', async () => {
    const created = await instance.database.db
      .insert(payments)
      .values(
        Array.from({ length: 10 }, (_, index) => ({
          studentId: s.priyaId,
          courseId: s.webId,
          courseTitle: 'Full-Stack Web Development',
          provider: 'demo',
          providerOrderId: `order_concurrent_${index}`,
          amountPaise: 149_900,
          originalPricePaise: 999_900,
          buyerState: index % 2 === 0 ? 'Karnataka' : 'Tamil Nadu',
        })),
      )
      .returning({ id: payments.id });
    const results = await Promise.all(
      created.map(({ id }) => s.post(`/api/payments/${id}/demo/`, s.student, { outcome: 'success' })),
    );
    expect(results.map((result) => result.statusCode)).toEqual(Array(10).fill(200));
    const issued = await instance.database.db.select().from(invoices);
    expect(issued.map((invoice) => invoice.sequenceNumber).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(new Set(issued.map((invoice) => invoice.paymentId)).size).toBe(10);
    expect(new Set(issued.map((invoice) => invoice.invoiceNumber)).size).toBe(10);
  });
});
