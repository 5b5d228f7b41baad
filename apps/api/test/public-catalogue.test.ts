import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courses as coursesTable, lessonResources, lessons } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

/** Issue #17, decision 030: visitors read the catalogue and a course page without signing in. */
const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
};

async function courseId(slug: string) {
  const [row] = await db
    .select({ id: coursesTable.id })
    .from(coursesTable)
    .where(eq(coursesTable.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
}
const WEB = await courseId('full-stack-web-development-with-react-and-node-js');
const DRAFT = await courseId('embedded-systems-with-arduino');

const visitorGet = (url: string) => app.inject({ method: 'GET', url });
const adminCall = (method: 'PUT' | 'POST', url: string, payload: object) =>
  app.inject({ method, url, headers: bearer(tokens.admin), payload });

type Summary = {
  id: number;
  is_active: boolean;
  price: number;
  original_price: number;
  discount_percent: number;
};

describe('the public catalogue', () => {
  it('lists published courses only to a visitor, with the promotion’s prices', async () => {
    const response = await visitorGet('/api/courses/?page=1&page_size=100');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ count: number; results: Summary[] }>();
    const ids = page.results.map((course) => course.id);
    expect(ids).toContain(WEB);
    expect(ids).not.toContain(DRAFT);
    expect(page.results.every((course) => course.is_active)).toBe(true);
    expect(page.count).toBe(page.results.length);
    const web = page.results.find((course) => course.id === WEB);
    expect(web).toMatchObject({ price: 1499, original_price: 10990 });
    expect(web!.discount_percent).toBeGreaterThan(0);
  });

  it('pages the catalogue', async () => {
    const all = (await visitorGet('/api/courses/?page=1&page_size=100')).json<{ results: Summary[] }>();
    const second = (await visitorGet('/api/courses/?page=2&page_size=2')).json<{
      current_page: number;
      results: Summary[];
    }>();
    expect(second.current_page).toBe(2);
    expect(second.results.map((course) => course.id)).toEqual(
      all.results.slice(2, 4).map((course) => course.id),
    );
  });
});

describe('a public course page', () => {
  it('shows a visitor the course, its lessons and reviews, and no video link or resource', async () => {
    const response = await visitorGet(`/api/courses/${WEB}/`);
    expect(response.statusCode).toBe(200);
    const course = response.json<{
      title: string;
      is_enrolled: boolean;
      lesson_list: { title: string; video_url: string | null }[];
      reviews: unknown[];
      my_review: unknown;
    }>();
    expect(course).toMatchObject({ id: WEB, is_enrolled: false, my_review: null, price: 1499 });
    expect(course.lesson_list.length).toBeGreaterThan(0);
    expect(course.lesson_list.every((lesson) => lesson.title !== '' && lesson.video_url === null)).toBe(true);
    expect(Array.isArray(course.reviews)).toBe(true);

    const stored = await db
      .select({ id: lessons.id, videoUrl: lessons.videoUrl })
      .from(lessons)
      .where(eq(lessons.courseId, WEB));
    const videoUrls = stored.flatMap((lesson) => (lesson.videoUrl === null ? [] : [lesson.videoUrl]));
    expect(videoUrls.length).toBeGreaterThan(0);
    const resources = await db
      .select({ url: lessonResources.url })
      .from(lessonResources)
      .where(
        inArray(
          lessonResources.lessonId,
          stored.map((lesson) => lesson.id),
        ),
      );
    for (const url of [...videoUrls, ...resources.map((resource) => resource.url)])
      expect(response.body).not.toContain(url);
  });

  it('answers 404 with a detail for an unpublished or unknown course', async () => {
    for (const url of [`/api/courses/${DRAFT}/`, '/api/courses/999999/']) {
      const response = await visitorGet(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Course not found.');
    }
  });

  it('follows publishing at once, though it is read from memory', async () => {
    const setPublished = (isActive: boolean) =>
      adminCall('PUT', `/api/courses/${DRAFT}/update/`, { is_active: isActive });
    expect((await visitorGet(`/api/courses/${DRAFT}/`)).statusCode).toBe(404);
    expect((await setPublished(true)).statusCode).toBe(200);
    expect((await visitorGet(`/api/courses/${DRAFT}/`)).statusCode).toBe(200);
    const listed = (await visitorGet('/api/courses/?page=1&page_size=100')).json<{ results: Summary[] }>();
    expect(listed.results.map((course) => course.id)).toContain(DRAFT);
    expect((await setPublished(false)).statusCode).toBe(200);
    expect((await visitorGet(`/api/courses/${DRAFT}/`)).statusCode).toBe(404);
  });

  it('still gives a signed-in student their own view (video links once enrolled)', async () => {
    const asStudent = await app.inject({
      method: 'GET',
      url: `/api/courses/${WEB}/`,
      headers: bearer(tokens.student),
    });
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.json()).toHaveProperty('is_enrolled');
  });

  it('shows the list price once the promotion has ended, in the list and on the page', async () => {
    const ended = await adminCall('PUT', '/api/admin-portal/promotion/', {
      discount_percent: 86,
      ends_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(ended.statusCode).toBe(200);
    const page = (await visitorGet(`/api/courses/${WEB}/`)).json<Summary>();
    expect(page).toMatchObject({ price: 10990, original_price: 10990, discount_percent: 0 });
    const listed = (await visitorGet('/api/courses/?page=1&page_size=100')).json<{ results: Summary[] }>();
    expect(listed.results.find((course) => course.id === WEB)).toMatchObject({
      price: 10990,
      discount_percent: 0,
    });
  });
});

type Lesson = { id: number; title: string; duration_seconds: number | null };
type Detail = { instructor: string | null; lesson_list: Lesson[]; total_duration_seconds: number | null };

describe('instructor text and lesson lengths (issue #17)', () => {
  const adminGet = (url: string) => app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });

  it('shows a visitor the demo course’s instructor, each lesson’s length and the total', async () => {
    const course = (await visitorGet(`/api/courses/${WEB}/`)).json<Detail>();
    expect(course.instructor).toContain('Ananya Rao');
    expect(course.lesson_list.map((lesson) => lesson.duration_seconds)).toEqual([1260, 1515, 1830]);
    expect(course.total_duration_seconds).toBe(1260 + 1515 + 1830);
    const listed = (await visitorGet('/api/courses/?page=1&page_size=100')).json<{
      results: { id: number; instructor: string | null }[];
    }>();
    expect(listed.results.find((row) => row.id === WEB)?.instructor).toBe(course.instructor);
  });

  it('saves what the admin sets and shows each change to visitors at once', async () => {
    const created = await adminCall('POST', '/api/admin-portal/courses/', {
      title: 'Signals and Systems in Practice',
      description: 'Sampling, filters and transforms with worked examples.',
      category: 'Core Engineering',
      price: 0,
      original_price: 0,
      is_active: true,
      instructor: '  Dr. Kavita Joshi teaches signal processing.\nShe built radio receivers.  ',
    });
    expect(created.statusCode).toBe(201);
    const { id, instructor } = created.json<{ id: number; instructor: string }>();
    expect(instructor).toBe('Dr. Kavita Joshi teaches signal processing.\nShe built radio receivers.');
    expect((await adminGet(`/api/admin-portal/courses/${id}/`)).json()).toMatchObject({ instructor });

    // A course without lengths has no total; the visitor's copy is now cached.
    expect((await visitorGet(`/api/courses/${id}/`)).json<Detail>()).toMatchObject({
      instructor,
      lesson_list: [],
      total_duration_seconds: null,
    });

    const first = await adminCall('POST', '/api/courses/lessons/create/', {
      course: id,
      title: 'Sampling',
      order: 1,
      duration_seconds: 754,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ duration_seconds: 754 });
    const second = await adminCall('POST', '/api/courses/lessons/create/', {
      course: id,
      title: 'Filters without a length',
      order: 2,
    });
    expect(second.json()).toMatchObject({ duration_seconds: null });
    let seen = (await visitorGet(`/api/courses/${id}/`)).json<Detail>();
    expect(seen.lesson_list.map((lesson) => lesson.duration_seconds)).toEqual([754, null]);
    expect(seen.total_duration_seconds).toBe(754);

    const lessonId = second.json<{ id: number }>().id;
    const timed = await adminCall('PUT', `/api/courses/lessons/${lessonId}/update/`, {
      duration_seconds: 3600,
    });
    expect(timed.json()).toMatchObject({ duration_seconds: 3600, title: 'Filters without a length' });
    expect((await adminCall('PUT', `/api/courses/${id}/update/`, { instructor: '' })).json()).toMatchObject({
      instructor: null,
    });
    seen = (await visitorGet(`/api/courses/${id}/`)).json<Detail>();
    expect(seen).toMatchObject({ instructor: null, total_duration_seconds: 4354 });

    // Sending null takes a lesson's length away again; editing only the title keeps it.
    await adminCall('PUT', `/api/courses/lessons/${lessonId}/update/`, { title: 'Filters' });
    expect(
      (await adminCall('PUT', `/api/courses/lessons/${lessonId}/update/`, { duration_seconds: null })).json(),
    ).toMatchObject({ title: 'Filters', duration_seconds: null });
    expect((await visitorGet(`/api/courses/${id}/`)).json<Detail>().total_duration_seconds).toBe(754);
  });

  it('refuses a length or an instructor text out of bounds with a 400 that says what to enter', async () => {
    const lessonId = (await visitorGet(`/api/courses/${WEB}/`)).json<Detail>().lesson_list[0]!.id;
    for (const duration_seconds of [0, -5, 12.5, 360_000, '12:30']) {
      const response = await adminCall('PUT', `/api/courses/lessons/${lessonId}/update/`, {
        duration_seconds,
      });
      expect(response.statusCode, String(duration_seconds)).toBe(400);
      expect(response.json().detail).toContain('lesson length');
      expect(response.json().errors).toHaveProperty('duration_seconds');
    }
    const created = await adminCall('POST', '/api/courses/lessons/create/', {
      course: WEB,
      title: 'Too long a lesson',
      order: 99,
      duration_seconds: 400_000,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toHaveProperty('duration_seconds');

    const tooLong = await adminCall('PUT', `/api/courses/${WEB}/update/`, { instructor: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toContain('at most 2,000 characters');
    expect(tooLong.json().errors).toHaveProperty('instructor');
    const control = await adminCall('PUT', `/api/courses/${WEB}/update/`, { instructor: 'Asha\u0000Rao' });
    expect(control.statusCode).toBe(400);
    expect(control.json().errors).toHaveProperty('instructor');
    // Nothing was changed by the refusals.
    const course = (await visitorGet(`/api/courses/${WEB}/`)).json<Detail>();
    expect(course.instructor).toContain('Ananya Rao');
    expect(course.lesson_list[0]!.duration_seconds).toBe(1260);
  });
});

describe('whatever a visitor sends', () => {
  it('never answers 5xx', async () => {
    const segment = fc.oneof(
      fc.integer({ min: -5, max: 5 }).map(String),
      fc.constantFrom('0', '-1', '99999999999', '1e3', 'abc', '%20', '1-web', 'null', '2147483648', '1.5'),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const query = fc.dictionary(
      fc.constantFrom('page', 'page_size', 'search', 'category'),
      fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
      { maxKeys: 3 },
    );
    await fc.assert(
      fc.asyncProperty(segment, query, async (id, params) => {
        const search = new URLSearchParams(params).toString();
        for (const url of [`/api/courses/${id}/`, `/api/courses/?${search}`]) {
          const response = await visitorGet(url);
          expect(response.statusCode, url).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().detail, url).toEqual(expect.any(String));
        }
      }),
      { numRuns: 60 },
    );
  });
});
