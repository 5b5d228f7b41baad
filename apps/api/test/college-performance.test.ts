import { parse } from 'csv-parse/sync';
import { and, count, eq } from 'drizzle-orm';
import type { CollegeDashboardStats, CollegePerformance } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { examAttempts, exams, students } from '../src/db/schema.ts';
import { indianDateOf } from '../src/modules/exams/authoring/schedule.ts';
import { addStudent, bearer, collegeIdOf, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  sunrise: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  lakeview: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
};
const get = (url: string, token: string | null = tokens.lakeview) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);
const lakeview = await collegeIdOf(db, DEMO_ACCOUNTS.secondCollege);

let made = 0;
async function newStudent(name: string, collegeId: number | null, approved = true) {
  made += 1;
  const rollNumber = collegeId && approved ? `R-${made}` : null;
  return (await addStudent(db, { name, collegeId, approved, rollNumber })).id;
}

const DAY = 24 * 3600_000;
const now = Date.now();
async function newExam(
  title: string,
  startsIn: number,
  options: { collegeId?: number; passPercentage?: number; cancelled?: boolean; active?: boolean } = {},
) {
  const windowStart = new Date(now + startsIn);
  const [row] = await db
    .insert(exams)
    .values({
      kind: 'college',
      collegeId: options.collegeId ?? lakeview,
      title,
      durationMinutes: 30,
      passPercentage: options.passPercentage ?? 50,
      windowStart,
      windowEnd: new Date(windowStart.getTime() + 3600_000),
      isActive: options.active ?? true,
      cancelledAt: options.cancelled ? new Date(now - DAY) : null,
    })
    .returning({ id: exams.id, windowStart: exams.windowStart });
  return row!;
}

async function attempt(
  examId: number,
  studentId: number,
  score: number | null,
  maxScore: number,
  attemptNumber = 1,
) {
  const at = new Date(now - 3600_000);
  await db.insert(examAttempts).values({
    examId,
    studentId,
    attemptNumber,
    status: score === null ? 'in_progress' : 'submitted',
    seed: 1,
    startedAt: new Date(at.getTime() - 60_000),
    deadline: new Date(at.getTime() + 60_000),
    submittedAt: score === null ? null : at,
    score,
    maxScore: score === null ? null : maxScore,
  });
}

// The hand-made data set of Lakeview College (docs/colleges.md "Dashboard and performance").
const s1 = await newStudent('Asha Perf', lakeview);
const s2 = await newStudent('Bala Perf', lakeview);
const s3 = await newStudent('Chitra Perf', lakeview);
const s5 = await newStudent('Esha Perf', lakeview);
const outsider = await newStudent('Farid Perf', null, false);
const waiting = await newStudent('Gita Perf', lakeview, false);

const examA = await newExam('Perf A', -10 * DAY);
const examB = await newExam('Perf B', -5 * DAY);
const examC = await newExam('Perf C', -2 * DAY, { passPercentage: 40 });
const cancelled = await newExam('Perf Cancelled', -3 * DAY, { cancelled: true });
const upcoming = await newExam('Perf Upcoming', 2 * DAY);
await newExam('Perf Draft', 1 * DAY, { active: false });
const sunriseHeld = await newExam('Perf Sunrise only', -4 * DAY, { collegeId: sunrise });

// A: 80, 30, best of 90 and 50, 30 → 57.5 %, 2 of 4 pass (50 %).
await attempt(examA.id, s1, 8, 10);
await attempt(examA.id, s2, 3, 10);
await attempt(examA.id, s3, 9, 10);
await attempt(examA.id, s3, 5, 10, 2);
await attempt(examA.id, s5, 3, 10);
// B: 60, 20, 40, 10 → 32.5 %, 1 of 4 pass (25 %).
await attempt(examB.id, s1, 6, 10);
await attempt(examB.id, s2, 2, 10);
await attempt(examB.id, s3, 4, 10);
await attempt(examB.id, s5, 1, 10);
// C (pass 40 %): 100, 35, 25 and an outsider's 60 → 55 %, 2 of 4 pass (50 %); s1's open attempt is not counted.
await attempt(examC.id, s1, 20, 20);
await attempt(examC.id, s1, null, 20, 2);
await attempt(examC.id, s2, 7, 20);
await attempt(examC.id, s3, 5, 20);
await attempt(examC.id, outsider, 12, 20);
// Neither a cancelled exam nor another college's exam counts.
await attempt(cancelled.id, s1, 0, 10);
await attempt(sunriseHeld.id, s2, 0, 10);

const figures = (exam: { id: number; windowStart: Date | null }, title: string, rest: object) => ({
  exam: exam.id,
  title,
  date: exam.windowStart!.toISOString(),
  is_open: false,
  ...rest,
});
const A = figures(examA, 'Perf A', {
  pass_percentage: 50,
  participants: 4,
  average_percentage: 57.5,
  pass_rate: 50,
});
const B = figures(examB, 'Perf B', {
  pass_percentage: 50,
  participants: 4,
  average_percentage: 32.5,
  pass_rate: 25,
});
const C = figures(examC, 'Perf C', {
  pass_percentage: 40,
  participants: 4,
  average_percentage: 55,
  pass_rate: 50,
});

describe('who may call the performance routes', () => {
  const routes = [
    '/api/colleges/admin/dashboard-stats/',
    '/api/colleges/admin/performance/',
    '/api/colleges/admin/performance/export/?figure=trends',
  ];
  it.each(routes)('%s: 401 without a token, 403 for a student or an admin', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, tokens.student)).statusCode).toBe(403);
    expect((await get(url, tokens.admin)).statusCode).toBe(403);
  });
});

describe('the dashboard', () => {
  it('counts requests, approved students and upcoming exams, and names the next and last exam', async () => {
    const response = await get('/api/colleges/admin/dashboard-stats/');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<CollegeDashboardStats>();
    const countOf = async (approved: boolean) => {
      const [row] = await db
        .select({ value: count() })
        .from(students)
        .where(and(eq(students.collegeId, lakeview), eq(students.isApprovedByCollege, approved)));
      return row!.value;
    };
    expect(waiting).toBeGreaterThan(0);
    expect(stats.pending_requests).toBe(await countOf(false));
    expect(stats.approved_students).toBe(await countOf(true));
    expect(stats.upcoming_exams).toBe(1);
    expect(stats.next_exam).toEqual({
      exam: upcoming.id,
      title: 'Perf Upcoming',
      starts_at: upcoming.windowStart!.toISOString(),
      ends_at: new Date(upcoming.windowStart!.getTime() + 3600_000).toISOString(),
    });
    expect(stats.last_exam).toEqual(C);
    expect(stats.plan.usage.approved_students.used).toBe(stats.approved_students);
    const plan = await get('/api/colleges/admin/plan/');
    expect(plan.statusCode, plan.body).toBe(200);
    expect(stats.plan).toEqual({ name: plan.json().plan.name, usage: plan.json().usage });
  });
});

describe('CollegePerformance', () => {
  it('gives the trends, badges, strongest and weakest exams and who needs attention, exactly', async () => {
    const response = await get('/api/colleges/admin/performance/');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CollegePerformance>();
    expect(body.trends).toEqual([A, B, C]);
    expect(body.badges).toEqual([
      { badge: 'excellent', count: 2 },
      { badge: 'good', count: 1 },
      { badge: 'average', count: 2 },
      { badge: 'poor', count: 1 },
      { badge: 'weak', count: 6 },
    ]);
    expect(body.strongest).toEqual([A, C]);
    expect(body.weakest).toEqual([B]);
    expect(body.needs_attention.map((student) => [student.student, student.full_name])).toEqual([
      [s5, 'Esha Perf'],
      [s2, 'Bala Perf'],
    ]);
    expect(body.needs_attention[0]!.results.map((result) => [result.exam, result.percentage])).toEqual([
      [examB.id, 10],
      [examA.id, 30],
    ]);
    expect(body.needs_attention[1]!.results.map((result) => [result.exam, result.percentage])).toEqual([
      [examC.id, 35],
      [examB.id, 20],
    ]);
    expect(body.needs_attention[1]!.roll_number).toMatch(/^R-/);
  });

  it('narrows to a range of exam dates (India Standard Time, both days included)', async () => {
    const from = indianDateOf(examB.windowStart!);
    const to = indianDateOf(examC.windowStart!);
    const response = await get(`/api/colleges/admin/performance/?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CollegePerformance>();
    expect(body.trends).toEqual([B, C]);
    expect(body).toMatchObject({ from, to });
    // Within B and C, s2's last two are C and B; s5 took only B.
    expect(body.needs_attention.map((student) => student.student)).toEqual([s2]);
  });

  it('refuses a range that ends before it starts, saying so', async () => {
    const response = await get('/api/colleges/admin/performance/?from=2026-05-02&to=2026-05-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The end date cannot be before the start date.');
    expect((await get('/api/colleges/admin/performance/?from=yesterday')).statusCode).toBe(400);
  });

  it('never shows another college’s exams or students', async () => {
    const own = (await get('/api/colleges/admin/performance/', tokens.sunrise)).json<CollegePerformance>();
    const titles = own.trends.map((exam) => exam.title);
    expect(titles).toContain('Perf Sunrise only');
    expect(titles.some((title) => ['Perf A', 'Perf B', 'Perf C'].includes(title))).toBe(false);
    // s2 is Lakeview's: their 0 % at Sunrise's exam counts in that exam, but Sunrise never names them.
    expect(JSON.stringify(own)).not.toContain('Bala Perf');
    const lakeviewBody = (await get('/api/colleges/admin/performance/')).json<CollegePerformance>();
    expect(JSON.stringify(lakeviewBody)).not.toContain('Sunrise only');
    expect(JSON.stringify(lakeviewBody)).not.toContain('Farid');
  });
});

describe('exports', () => {
  const csv = async (figure: string) => {
    const response = await get(`/api/colleges/admin/performance/export/?figure=${figure}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    return parse(response.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
  };

  it('exports the trends, the exams by average, the badges and the students needing attention', async () => {
    const date = (exam: { windowStart: Date | null }) => exam.windowStart!.toISOString().slice(0, 10);
    expect(await csv('trends')).toEqual([
      expect.objectContaining({ Exam: 'Perf A', Date: date(examA), Participants: '4', 'Average %': '57.5' }),
      expect.objectContaining({ Exam: 'Perf B', 'Pass rate %': '25' }),
      expect.objectContaining({ Exam: 'Perf C', 'Pass mark %': '40' }),
    ]);
    expect((await csv('exams')).map((row) => row.Exam)).toEqual(['Perf A', 'Perf C', 'Perf B']);
    expect(await csv('badges')).toEqual([
      { Badge: 'excellent', Results: '2' },
      { Badge: 'good', Results: '1' },
      { Badge: 'average', Results: '2' },
      { Badge: 'poor', Results: '1' },
      { Badge: 'weak', Results: '6' },
    ]);
    const attention = await csv('attention');
    expect(attention.map((row) => [row.Student, row['Last exam'], row['Last %']])).toEqual([
      ['Esha Perf', 'Perf B', '10'],
      ['Bala Perf', 'Perf C', '35'],
    ]);
  });

  it('exports as Excel, and refuses an unknown figure', async () => {
    const response = await get('/api/colleges/admin/performance/export/?figure=badges&format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/badge-distribution-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('/api/colleges/admin/performance/export/?figure=secrets')).statusCode).toBe(400);
  });
});
