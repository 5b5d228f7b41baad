import type {
  AdminDashboardAnalytics,
  GrowthMetrics,
  RecentActivityPage,
  SystemHealth,
} from '@vidya/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colleges, courses, enrollments, examAttempts, exams, payments, students } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import * as accounts from '../src/modules/accounts/repository.ts';
import { insertAuditEvent } from '../src/modules/audit/repository.ts';
import { requestWindowOf } from '../src/modules/admin-dashboard/request-window.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from './helper.ts';

/**
 * Issue #15: the admin dashboard's four routes, on a hand-built data set whose figures are known
 * (the demo catalogue is cleared first; the demo people keep their accounts to sign in with).
 */
const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};
const get = (url: string, token: string | null = tokens.admin) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const DAY = 24 * 3600_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

await db.execute(
  sql`truncate students, colleges, courses, exams, audit_events, payments, enrollments, exam_attempts cascade`,
);
const adminId = Number(
  (
    (await db.execute(sql`select id from users where email = ${DEMO_ACCOUNTS.admin}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id,
);
const passwordHash = await hashPassword(DEMO_PASSWORD);
let made = 0;
async function newUser(role: 'student' | 'college', name: string) {
  made += 1;
  return accounts.insertUser(db, {
    email: `dashboard.${made}@example.com`,
    fullName: name,
    role,
    passwordHash,
    emailVerifiedAt: new Date(),
  });
}
async function newCollege(name: string, approved: boolean, createdAt: Date) {
  const userId = await newUser('college', name);
  const [row] = await db
    .insert(colleges)
    .values({ userId, collegeName: name, contactPerson: 'Principal', isApprovedByAdmin: approved, createdAt })
    .returning({ id: colleges.id });
  return row!.id;
}
async function newStudent(name: string, collegeId: number | null, createdAt: Date) {
  const userId = await newUser('student', name);
  const [row] = await db
    .insert(students)
    .values({ userId, collegeId, isApprovedByCollege: collegeId !== null, createdAt })
    .returning({ id: students.id });
  return row!.id;
}

// 4 colleges (3 approved: 75 %), 2 of them new in the last 30 days.
const northCollege = await newCollege('North College', true, ago(100));
await newCollege('South College', true, ago(50));
await newCollege('East College', true, ago(10));
await newCollege('West College', false, ago(2));
// 5 students: 2 in the last 7 days, 3 in the last 30, 2 in the 30 before (growth +50 %), 2 with a college.
const asha = await newStudent('Asha Dashboard', northCollege, ago(1));
await newStudent('Bina Dashboard', null, ago(3));
await newStudent('Chetan Dashboard', northCollege, ago(20));
await newStudent('Devi Dashboard', null, ago(40));
await newStudent('Eshan Dashboard', null, ago(45));
// 3 courses, 1 published (33.3 %), 2 created in the last 30 days.
const [course] = await db
  .insert(courses)
  .values([
    {
      slug: 'dash-a',
      title: 'Dash A',
      description: 'A',
      category: 'Tech',
      isActive: true,
      createdAt: ago(60),
    },
    { slug: 'dash-b', title: 'Dash B', description: 'B', category: 'Tech', createdAt: ago(5) },
    { slug: 'dash-c', title: 'Dash C', description: 'C', category: 'Tech', createdAt: ago(6) },
  ])
  .returning({ id: courses.id });
// 4 exams that count (2 platform, 2 college; 1 active: 25 %) and one cancelled that does not.
const examRows = await db
  .insert(exams)
  .values([
    { kind: 'platform', title: 'Platform One', durationMinutes: 30, isActive: true },
    { kind: 'platform', title: 'Platform Two', durationMinutes: 30 },
    {
      kind: 'college',
      collegeId: northCollege,
      title: 'Held Exam',
      durationMinutes: 30,
      windowStart: ago(1),
    },
    {
      kind: 'college',
      collegeId: northCollege,
      title: 'Future Exam',
      durationMinutes: 30,
      windowStart: ago(-3),
    },
    {
      kind: 'college',
      collegeId: northCollege,
      title: 'Cancelled Exam',
      durationMinutes: 30,
      windowStart: ago(2),
      cancelledAt: ago(4),
    },
  ])
  .returning({ id: exams.id });
await db.insert(enrollments).values({ studentId: asha, courseId: course!.id, enrolledAt: ago(1) });
await db.insert(examAttempts).values({
  examId: examRows[0]!.id,
  studentId: asha,
  attemptNumber: 1,
  seed: 1,
  startedAt: ago(1),
  deadline: ago(1),
  status: 'submitted',
});
await db.insert(payments).values({
  studentId: asha,
  courseId: course!.id,
  courseTitle: 'Dash A',
  provider: 'demo',
  providerOrderId: 'dash-order-1',
  amountPaise: 49_900,
  status: 'paid',
  paidAt: ago(1),
});
await insertAuditEvent(db, {
  actorUserId: adminId,
  action: 'college.approve',
  targetType: 'college',
  targetId: northCollege,
});

describe('GET /api/admin-portal/dashboard/analytics/', () => {
  it('answers exactly the §3 groups and fields, with the figures of the data set', async () => {
    const response = await get('/api/admin-portal/dashboard/analytics/');
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminDashboardAnalytics>();
    expect(Object.keys(body).sort()).toEqual(['colleges', 'courses', 'exams', 'students', 'system']);
    expect(body.students).toEqual({ total: 5, with_college: 2, new_7d: 2, new_30d: 3, growth_30d: 50 });
    expect(body.colleges).toEqual({ total: 4, pending: 1, registered: 3, new_30d: 2, approval_rate: 75 });
    expect(body.courses).toEqual({ total: 3, published: 1, draft: 2, new_30d: 2, publish_rate: 33.3 });
    expect(body.exams).toEqual({ total: 4, active: 1, course_based: 2, college_based: 2, activity_rate: 25 });
    expect(Object.keys(body.system).sort()).toEqual(['cache_hit', 'last_updated']);
  });

  it('answers from its cache until something it counts changes', async () => {
    await get('/api/admin-portal/dashboard/analytics/');
    const again = (await get('/api/admin-portal/dashboard/analytics/')).json<AdminDashboardAnalytics>();
    expect(again.system.cache_hit).toBe(true);

    await newStudent('Farah Dashboard', null, new Date());
    const after = (await get('/api/admin-portal/dashboard/analytics/')).json<AdminDashboardAnalytics>();
    expect(after.system.cache_hit).toBe(false);
    expect(after.students.total).toBe(6);
    expect(after.students.new_7d).toBe(3);
  });
});

describe('GET /api/admin-portal/growth-metrics/', () => {
  it('gives one row per day, empty days as zeros, for 30, 90 and 365 days', async () => {
    for (const days of [30, 90, 365]) {
      const response = await get(`/api/admin-portal/growth-metrics/?days=${days}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<GrowthMetrics>();
      expect(body.days).toBe(days);
      expect(body.series).toHaveLength(days);
      expect(Object.keys(body.series[0]!).sort()).toEqual([
        'date',
        'enrollments',
        'exam_attempts',
        'revenue',
        'sign_ups',
      ]);
      const total = (key: 'sign_ups' | 'enrollments' | 'exam_attempts' | 'revenue') =>
        body.series.reduce((sum, day) => sum + day[key], 0);
      expect(total('enrollments')).toBe(1);
      expect(total('exam_attempts')).toBe(1);
      expect(total('revenue')).toBe(499);
    }
    const month = (await get('/api/admin-portal/growth-metrics/')).json<GrowthMetrics>();
    expect(month.days).toBe(30);
    // Six students: four in the last 30 days (Farah was added by the cache test).
    expect(month.series.reduce((sum, day) => sum + day.sign_ups, 0)).toBe(4);
    const dates = month.series.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('refuses another period with a message', async () => {
    const response = await get('/api/admin-portal/growth-metrics/?days=7');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('days must be 30, 90 or 365');
  });
});

describe('GET /api/admin-portal/recent-activity/', () => {
  it('lists the audit trail and the notable events, newest first, by pages', async () => {
    const response = await get('/api/admin-portal/recent-activity/?page_size=100');
    expect(response.statusCode).toBe(200);
    const body = response.json<RecentActivityPage>();
    // 1 audit row, 6 sign-ups, 4 college registrations, 1 payment, 1 exam held (not the future or cancelled ones).
    expect(body.count).toBe(13);
    const kinds = body.results.map((item) => item.kind);
    expect(kinds.filter((kind) => kind === 'exam_held')).toHaveLength(1);
    expect(body.results.find((item) => item.kind === 'exam_held')?.subject).toBe('Held Exam');
    expect(body.results.find((item) => item.kind === 'payment')?.amount).toBe(499);
    const audit = body.results.find((item) => item.kind === 'audit');
    expect(audit).toMatchObject({
      action: 'college.approve',
      actor_email: DEMO_ACCOUNTS.admin,
      subject: 'North College',
    });
    const times = body.results.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(body.results[0]!).sort()).toEqual([
      'action',
      'actor_email',
      'amount',
      'at',
      'id',
      'kind',
      'subject',
    ]);

    const second = (
      await get('/api/admin-portal/recent-activity/?page=2&page_size=5')
    ).json<RecentActivityPage>();
    expect(second).toMatchObject({ count: 13, current_page: 2, total_pages: 3, next: 3, previous: 1 });
    expect(second.results.map((item) => item.id)).toEqual(body.results.slice(5, 10).map((item) => item.id));
  });
});

describe('GET /api/admin-portal/system-health/', () => {
  it("is 'healthy' by default and measures the API's own requests", async () => {
    const response = await get('/api/admin-portal/system-health/');
    expect(response.statusCode).toBe(200);
    const body = response.json<SystemHealth>();
    expect(body.status).toBe('healthy');
    expect(body.database.status).toBe('up');
    expect(body.redis.status).toBe('not_configured');
    expect(body.mail.transport).toBe('outbox');
    expect(body.requests).toBeGreaterThan(0);
    expect(body.responseTime.p95).toBeGreaterThanOrEqual(body.responseTime.p50);
    expect(body.errorRate).toBe(0);
  });

  it("turns 'degraded' once 5xx pass 5 % of the last 5 minutes' requests", async () => {
    const window = requestWindowOf(app.context);
    const before = (await get('/api/admin-portal/system-health/')).json<SystemHealth>();
    const ok = before.requests + 1;
    // Just under the threshold: 4.x % of the requests failed.
    const failures = Math.floor((ok * 0.049) / 0.951);
    for (let i = 0; i < failures; i += 1) window.record(5, 503);
    for (let i = 0; i < 30; i += 1) window.record(5, 200);
    expect((await get('/api/admin-portal/system-health/')).json<SystemHealth>().status).toBe('healthy');
    for (let i = 0; i < 10; i += 1) window.record(5, 500);
    const degraded = (await get('/api/admin-portal/system-health/')).json<SystemHealth>();
    expect(degraded.errorRate).toBeGreaterThanOrEqual(5);
    expect(degraded.status).toBe('degraded');
  });

  it('forgets requests older than 5 minutes', () => {
    const window = requestWindowOf(app.context);
    const later = Date.now() + 6 * 60_000;
    window.record(12, 200, later);
    expect(window.figures(later)).toEqual({ requests: 1, p50: 12, p95: 12, errorRate: 0 });
  });
});

describe('who may read the dashboard', () => {
  const urls = [
    '/api/admin-portal/dashboard/analytics/',
    '/api/admin-portal/growth-metrics/?days=90',
    '/api/admin-portal/recent-activity/',
    '/api/admin-portal/system-health/',
  ];
  it.each(urls)('%s: admins only', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, tokens.student)).statusCode).toBe(403);
    expect((await get(url, tokens.college)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('answers a 4xx, never a 5xx, to odd query strings', async () => {
    const odd = [
      'days=abc',
      'days=-1',
      'days=1e9',
      'days=',
      'days[]=30',
      'page=0',
      'page=abc',
      'page_size=1000',
      'page=99999',
      '%00=%ff',
      'page_size=-5',
    ];
    for (const query of odd) {
      for (const path of ['growth-metrics', 'recent-activity', 'dashboard/analytics', 'system-health']) {
        const response = await get(`/api/admin-portal/${path}/?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBeLessThan(500);
      }
    }
  });
});

describe('GET /api/admin-portal/growth-metrics/ from memory (decision 031)', () => {
  const total = (body: GrowthMetrics, key: 'sign_ups' | 'enrollments') =>
    body.series.reduce((sum, day) => sum + day[key], 0);

  it('keeps each answer while the analytics version stands, and counts again after an admin change', async () => {
    // A course made first: courses are part of the analytics version.
    const [course] = await db
      .insert(courses)
      .values({
        slug: `growth-cache-${Date.now()}`,
        title: 'Growth Cache Course',
        description: 'A course of the growth cache test.',
        category: 'Programming',
        isActive: true,
      })
      .returning({ id: courses.id });
    const before = (await get('/api/admin-portal/growth-metrics/?days=30')).json<GrowthMetrics>();
    const yearBefore = (await get('/api/admin-portal/growth-metrics/?days=365')).json<GrowthMetrics>();
    // An enrollment written behind the API's back (no admin change, no sign-up): the answers are
    // kept, for 60 s at most.
    await db.insert(enrollments).values({ studentId: asha, courseId: course!.id });
    expect((await get('/api/admin-portal/growth-metrics/?days=30')).json<GrowthMetrics>()).toEqual(before);

    // Every admin change writes an audit row: the next call of each period counts afresh.
    await insertAuditEvent(db, {
      actorUserId: adminId,
      action: 'course.publish',
      targetType: 'course',
      targetId: course!.id,
    });
    const after = (await get('/api/admin-portal/growth-metrics/?days=30')).json<GrowthMetrics>();
    expect(total(after, 'enrollments')).toBe(total(before, 'enrollments') + 1);
    const yearAfter = (await get('/api/admin-portal/growth-metrics/?days=365')).json<GrowthMetrics>();
    expect(total(yearAfter, 'enrollments')).toBe(total(yearBefore, 'enrollments') + 1);

    // A sign-up moves the version too.
    await newStudent('Gita Growth', null, new Date());
    const signedUp = (await get('/api/admin-portal/growth-metrics/?days=30')).json<GrowthMetrics>();
    expect(total(signedUp, 'sign_ups')).toBe(total(after, 'sign_ups') + 1);
  });
});
