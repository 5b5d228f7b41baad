import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

// Issue #13: every admin action on courses and exams leaves one audit row per record, written in
// the transaction of the change; a refused action leaves none.

const { app, database } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = tokens.admin) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const auditOf = (targetType: 'course' | 'exam', ids: number[]) =>
  database.db
    .select({
      action: auditEvents.action,
      targetId: auditEvents.targetId,
      actorEmail: auditEvents.actorEmail,
      actorRole: auditEvents.actorRole,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, targetType), inArray(auditEvents.targetId, ids)))
    .orderBy(auditEvents.id);

const byAdmin = (action: string, targetId: number) => ({
  action,
  targetId,
  actorEmail: DEMO_ACCOUNTS.admin,
  actorRole: 'admin',
});

let made = 0;
async function newCourse(overrides: { price?: number; is_active?: boolean } = {}) {
  made += 1;
  const response = await call('POST', '/api/admin-portal/courses/', {
    title: `Audited Course ${made}`,
    description: 'A course whose changes are audited.',
    category: 'Programming',
    price: overrides.price ?? 0,
    original_price: 100,
    is_active: overrides.is_active ?? false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function newExam(overrides: { results_release?: 'manual'; questions?: number } = {}) {
  made += 1;
  const questions = Array.from({ length: overrides.questions ?? 1 }, (_, index) => ({
    question_text: `Audited question ${made}.${index}`,
    option_a: 'One',
    option_b: 'Two',
    option_c: 'Three',
    option_d: 'Four',
    correct_answer: 'a',
    marks: 1,
  }));
  const response = await call('POST', '/api/exams/platform/', {
    title: `Audited Exam ${made}`,
    duration_minutes: 30,
    questions,
    ...(overrides.results_release && { results_release: overrides.results_release }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('course actions leave audit rows', () => {
  it('bulk publish: one row per course, with the admin who did it', async () => {
    const [first, second] = [await newCourse(), await newCourse()];
    const published = await call('POST', '/api/admin-portal/courses/bulk-publish/', {
      course_ids: [first, second],
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await auditOf('course', [first, second])).toEqual([
      byAdmin('course.publish', first),
      byAdmin('course.publish', second),
    ]);
  });

  it('feature and unfeature', async () => {
    const course = await newCourse({ is_active: true });
    const featured = await call('POST', `/api/admin-portal/courses/${course}/feature/`, {
      is_featured: true,
    });
    expect(featured.statusCode, featured.body).toBe(200);
    const unfeatured = await call('POST', `/api/admin-portal/courses/${course}/feature/`);
    expect(unfeatured.json()).toMatchObject({ is_featured: false });
    expect(await auditOf('course', [course])).toEqual([
      byAdmin('course.feature', course),
      byAdmin('course.unfeature', course),
    ]);
  });

  it('bulk delete and the single delete of /courses/{id}/delete/', async () => {
    const [first, second, single] = [await newCourse(), await newCourse(), await newCourse()];
    const deleted = await call('POST', '/api/admin-portal/courses/bulk-delete/', {
      course_ids: [first, second],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const deletedOne = await call('DELETE', `/api/courses/${single}/delete/`);
    expect(deletedOne.statusCode, deletedOne.body).toBe(200);
    expect(await auditOf('course', [first, second, single])).toEqual([
      byAdmin('course.delete', first),
      byAdmin('course.delete', second),
      byAdmin('course.delete', single),
    ]);
  });

  it('a refused deletion or publication writes no row', async () => {
    const course = await newCourse({ is_active: true });
    const enrolled = await call('POST', `/api/courses/${course}/enroll/`, undefined, tokens.student);
    expect(enrolled.statusCode, enrolled.body).toBe(201);

    // Students are enrolled: deleting needs confirmation, and nothing is recorded without it.
    const unconfirmed = await call('POST', '/api/admin-portal/courses/bulk-delete/', {
      course_ids: [course],
    });
    expect(unconfirmed.statusCode).toBe(409);
    const missing = await call('POST', '/api/admin-portal/courses/bulk-delete/', { course_ids: [999_999] });
    expect(missing.statusCode).toBe(404);
    const missingPublish = await call('POST', '/api/admin-portal/courses/bulk-publish/', {
      course_ids: [999_998],
    });
    expect(missingPublish.statusCode).toBe(404);
    const malformed = await call('POST', '/api/admin-portal/courses/bulk-delete/', { course_ids: ['x'] });
    expect(malformed.statusCode).toBe(400);
    const byStudent = await call(
      'POST',
      '/api/admin-portal/courses/bulk-delete/',
      { course_ids: [course] },
      tokens.student,
    );
    expect(byStudent.statusCode).toBe(403);

    expect(await auditOf('course', [course, 999_999, 999_998])).toEqual([]);

    const confirmed = await call('POST', '/api/admin-portal/courses/bulk-delete/', {
      course_ids: [course],
      confirm: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await auditOf('course', [course])).toEqual([byAdmin('course.delete', course)]);
  });
});

describe('exam actions leave audit rows', () => {
  it('activate and deactivate (toggle-status and an edit); asking for the same state again records nothing', async () => {
    const exam = await newExam();
    const activated = await call('POST', `/api/admin-portal/exams/${exam}/toggle-status/`, {
      is_active: true,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const again = await call('POST', `/api/admin-portal/exams/${exam}/toggle-status/`, { is_active: true });
    expect(again.statusCode).toBe(200);
    const deactivated = await call('PUT', `/api/admin-portal/exams/${exam}/`, { is_active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const renamed = await call('PUT', `/api/exams/platform/${exam}/`, { title: 'Audited Exam renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await auditOf('exam', [exam])).toEqual([
      byAdmin('exam.activate', exam),
      byAdmin('exam.deactivate', exam),
    ]);
  });

  it('a refused activation (no questions) writes no row', async () => {
    const exam = await newExam({ questions: 0 });
    const refused = await call('POST', `/api/admin-portal/exams/${exam}/toggle-status/`, { is_active: true });
    expect(refused.statusCode).toBe(409);
    expect(await auditOf('exam', [exam])).toEqual([]);
  });

  it('releasing results, once', async () => {
    const exam = await newExam({ results_release: 'manual' });
    for (let time = 0; time < 2; time += 1) {
      const released = await call('POST', `/api/admin-portal/exams/${exam}/release-results/`);
      expect(released.statusCode, released.body).toBe(200);
    }
    expect(await auditOf('exam', [exam])).toEqual([byAdmin('exam.release_results', exam)]);

    const immediate = await newExam();
    const refused = await call('POST', `/api/admin-portal/exams/${immediate}/release-results/`);
    expect(refused.statusCode).toBe(409);
    expect(await auditOf('exam', [immediate])).toEqual([]);
  });

  it('deleting an exam; an unknown one records nothing', async () => {
    const exam = await newExam();
    const deleted = await call('DELETE', `/api/admin-portal/exams/${exam}/`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await auditOf('exam', [exam])).toEqual([byAdmin('exam.delete', exam)]);

    const missing = await call('DELETE', '/api/admin-portal/exams/999999/');
    expect(missing.statusCode).toBe(404);
    expect(await auditOf('exam', [999_999])).toEqual([]);
  });
});
