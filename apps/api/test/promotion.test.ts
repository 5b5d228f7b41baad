import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANDING } from '@vidya/contract';
import { auditEvents, courses, sitePromotion } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const startedAt = Date.now();
const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const setPromotion = (token: string | null, payload: object) =>
  call('PUT', '/api/admin-portal/promotion/', token, payload);

const [webCourse] = await db
  .select()
  .from(courses)
  .where(eq(courses.slug, 'full-stack-web-development-with-react-and-node-js'));
const course = webCourse!;
const { days, hours, minutes, seconds } = LANDING.countdownStart;
const COUNTDOWN_MS = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

describe('the stored promotion', () => {
  it('the seed ends it the spec’s countdown start after the first start, the same for every read', async () => {
    const first = await call('GET', '/api/promotion/', null);
    expect(first.statusCode).toBe(200);
    const promotion = first.json();
    expect(promotion).toMatchObject({ discount_percent: 86, is_active: true });
    const endsAt = Date.parse(promotion.ends_at);
    expect(endsAt).toBeGreaterThanOrEqual(startedAt + COUNTDOWN_MS - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + COUNTDOWN_MS);
    // A second visitor, a minute later on the server's clock, is told the same end (not a fresh
    // countdown).
    const later = new Date(Date.parse(promotion.server_time) + 60_000);
    const realNow = app.context.now;
    app.context.now = () => later;
    try {
      const second = (await call('GET', '/api/promotion/', tokens.student)).json();
      expect(second.ends_at).toBe(promotion.ends_at);
      expect(second.server_time).toBe(later.toISOString());
    } finally {
      app.context.now = realNow;
    }
  });

  it('only an admin sets it', async () => {
    const body = { discount_percent: 50, ends_at: new Date(Date.now() + 86_400_000).toISOString() };
    expect((await setPromotion(null, body)).statusCode).toBe(401);
    expect((await setPromotion(tokens.student, body)).statusCode).toBe(403);
    expect((await setPromotion(tokens.college, body)).statusCode).toBe(403);
    const [row] = await db.select().from(sitePromotion);
    expect(row!.discountPercent).toBe(86);
  });

  it('refuses a discount outside 1..99 and an end that is not a moment, with a detail', async () => {
    const ends_at = new Date(Date.now() + 86_400_000).toISOString();
    for (const payload of [
      { discount_percent: 0, ends_at },
      { discount_percent: 100, ends_at },
      { discount_percent: 12.5, ends_at },
      { discount_percent: 50, ends_at: 'next Friday' },
      { discount_percent: 50 },
    ]) {
      const reply = await setPromotion(tokens.admin, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().detail).toEqual(expect.any(String));
    }
  });

  it('an admin’s end is stored, audited, and what everyone reads', async () => {
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    endsAt.setMilliseconds(0);
    const reply = await setPromotion(tokens.admin, { discount_percent: 70, ends_at: endsAt.toISOString() });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().promotion).toMatchObject({
      discount_percent: 70,
      ends_at: endsAt.toISOString(),
      is_active: true,
    });
    const [row] = await db.select().from(sitePromotion);
    expect(row!.endsAt.toISOString()).toBe(endsAt.toISOString());
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'promotion.update'), eq(auditEvents.targetType, 'promotion')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe(DEMO_ACCOUNTS.admin);
    expect((await call('GET', '/api/promotion/', null)).json().ends_at).toBe(endsAt.toISOString());
  });

  it('while it runs, courses sell at their sale price', async () => {
    const page = (await call('GET', `/api/courses/${course.id}/`, null)).json();
    expect(page).toMatchObject({ price: 1499, original_price: 10990, discount_percent: 86 });
    const checkout = await call('POST', `/api/payments/courses/${course.id}/checkout/`, tokens.student, {});
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect(checkout.json().amount).toBe(1499);
  });

  it('after its end no page shows a promotional price and checkout charges the list price', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const reply = await setPromotion(tokens.admin, { discount_percent: 70, ends_at: past });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().promotion.is_active).toBe(false);
    expect((await call('GET', '/api/promotion/', null)).json().is_active).toBe(false);

    const onePrice = { price: 10990, original_price: 10990, discount_percent: 0 };
    expect((await call('GET', `/api/courses/${course.id}/`, null)).json()).toMatchObject(onePrice);
    const catalogue = (await call('GET', '/api/courses/?page=1', null)).json();
    expect(catalogue.results.find((c: { id: number }) => c.id === course.id)).toMatchObject(onePrice);
    // The unfiltered student catalogue comes from memory: it must not keep the old price.
    const available = (
      await call('GET', '/api/courses/available-courses/paginated/?page=1', tokens.student)
    ).json();
    expect(available.results.find((c: { id: number }) => c.id === course.id)).toMatchObject(onePrice);
    for (const card of (await call('GET', '/api/courses/featured/', null)).json()) {
      expect(card.currentPrice).toBe(card.originalPrice);
    }
    // A free course stays free.
    const free = catalogue.results.find((c: { is_free: boolean }) => c.is_free);
    expect(free).toMatchObject({ price: 0 });

    const checkout = await call('POST', `/api/payments/courses/${course.id}/checkout/`, tokens.student, {});
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect(checkout.json().amount).toBe(10990);
  });
});
