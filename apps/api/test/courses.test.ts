import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { courses as coursesTable } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app, database } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  other: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};

async function courseId(slug: string) {
  const [row] = await database.db
    .select({ id: coursesTable.id })
    .from(coursesTable)
    .where(eq(coursesTable.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
}
const APTITUDE = await courseId('quantitative-aptitude-for-campus-placements');
const COMMUNICATION = await courseId('professional-communication-and-interview-skills');
const WEB = await courseId('full-stack-web-development-with-react-and-node-js');
const DRAFT = await courseId('embedded-systems-with-arduino');

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('catalogue', () => {
  it('lists published courses only, 6 a page, newest first', async () => {
    const response = await get('/api/courses/');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      count: 6,
      page_size: 6,
      current_page: 1,
      total_pages: 1,
      next: null,
      previous: null,
    });
    expect(page.results.map((c: { slug: string }) => c.slug)).not.toContain('embedded-systems-with-arduino');
    expect(page.results[0].slug).toBe('professional-communication-and-interview-skills');
  });

  it('prices are rupees with the discount worked out', async () => {
    const web = (await get(`/api/courses/${WEB}/`)).json();
    expect(web).toMatchObject({ price: 1499, original_price: 10990, discount_percent: 86, is_free: false });
  });

  it('searches titles and descriptions, and filters by category', async () => {
    const search = (await get('/api/courses/?search=pandas')).json();
    expect(search.results.map((c: { title: string }) => c.title)).toEqual([
      'Data Science and Machine Learning with Python',
    ]);
    const category = (await get('/api/courses/?category=Aptitude')).json();
    expect(category.count).toBe(1);
  });

  it.each(['page=0', 'page=abc', 'page_size=100000', 'page_size=0'])('refuses %s with 400', async (query) => {
    const response = await get(`/api/courses/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/page/);
  });

  it('the landing page gets the three featured courses as cards', async () => {
    const cards = (await get('/api/courses/featured/')).json();
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toMatchObject({ currentPrice: 1499, originalPrice: 10990 });
  });

  it('hides an unpublished course from students but not from admins', async () => {
    expect((await get(`/api/courses/${DRAFT}/`, tokens.student)).statusCode).toBe(404);
    expect((await get(`/api/courses/${DRAFT}/`, tokens.admin)).statusCode).toBe(200);
    expect((await get('/api/courses/999999/')).statusCode).toBe(404);
  });
});

describe('the catalogue served from memory', () => {
  const availableIds = async () =>
    (await get('/api/courses/available-courses/paginated/?page=1&page_size=100', tokens.student))
      .json()
      .results.map((course: { id: number }) => course.id);
  const setPublished = (isActive: boolean) =>
    app.inject({
      method: 'PUT',
      url: `/api/courses/${DRAFT}/update/`,
      headers: bearer(tokens.admin),
      payload: { is_active: isActive },
    });

  it('shows a course the moment an admin publishes it, and drops it the moment it is withdrawn', async () => {
    expect(await availableIds()).not.toContain(DRAFT);
    expect((await setPublished(true)).statusCode).toBe(200);
    expect(await availableIds()).toContain(DRAFT);
    expect((await setPublished(false)).statusCode).toBe(200);
    expect(await availableIds()).not.toContain(DRAFT);
  });
});

describe('enrollment and lessons', () => {
  it('a free course enrolls at once; twice is a conflict; it leaves the available list', async () => {
    const before = (
      await get('/api/courses/available-courses/paginated/?page=1&page_size=6', tokens.student)
    ).json();
    expect(before.results.map((c: { id: number }) => c.id)).toContain(APTITUDE);

    const enroll = await post(`/api/courses/${APTITUDE}/enroll/`, tokens.student);
    expect(enroll.statusCode).toBe(201);
    const twice = await post(`/api/courses/${APTITUDE}/enroll/`, tokens.student);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      detail: 'You are already enrolled in this course.',
      code: 'already_enrolled',
    });

    const after = (
      await get('/api/courses/available-courses/paginated/?page=1&page_size=6', tokens.student)
    ).json();
    expect(after.results.map((c: { id: number }) => c.id)).not.toContain(APTITUDE);
  });

  it('a paid course cannot be enrolled without a verified payment', async () => {
    const response = await post(`/api/courses/${WEB}/enroll/`, tokens.student);
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toContain('₹1,499');
    expect((await get(`/api/courses/${WEB}/progress/`, tokens.student)).statusCode).toBe(403);
  });

  it('video links only reach enrolled students', async () => {
    const outsider = (await get(`/api/courses/${COMMUNICATION}/`, tokens.other)).json();
    expect(outsider.lesson_list[0].video_url).toBeNull();
    const enrolled = (await get(`/api/courses/${APTITUDE}/`, tokens.student)).json();
    expect(enrolled.is_enrolled).toBe(true);
    expect(enrolled.lesson_list[0].video_url).toMatch(/^https:\/\//);
  });

  it('a student who is not enrolled cannot complete lessons, see progress or resources', async () => {
    const lesson = (await get(`/api/courses/${COMMUNICATION}/`, tokens.other)).json().lesson_list[0];
    expect((await post(`/api/courses/lessons/${lesson.id}/complete/`, tokens.other)).statusCode).toBe(403);
    expect((await get(`/api/courses/${COMMUNICATION}/progress/`, tokens.other)).statusCode).toBe(403);
    expect((await get(`/api/courses/${COMMUNICATION}/resources/`, tokens.other)).statusCode).toBe(403);
  });

  it('an unpublished or missing course, and a missing lesson, are not found for a student', async () => {
    const [draftLesson] = (await get(`/api/courses/${DRAFT}/`, tokens.admin)).json().lesson_list;
    expect(draftLesson).toBeDefined();
    const completeDraft = await post(`/api/courses/lessons/${draftLesson.id}/complete/`, tokens.student);
    expect(completeDraft.statusCode).toBe(404);
    expect(completeDraft.json().detail).toBe('Course not found.');
    expect((await get(`/api/courses/${DRAFT}/progress/`, tokens.student)).json().detail).toBe(
      'Course not found.',
    );
    expect((await get('/api/courses/999999/progress/', tokens.student)).statusCode).toBe(404);
    const missingLesson = await post('/api/courses/lessons/999999/complete/', tokens.student);
    expect(missingLesson.statusCode).toBe(404);
    expect(missingLesson.json().detail).toBe('Lesson not found.');
    expect((await get('/api/courses/enrollments/999999/progress/', tokens.student)).statusCode).toBe(404);
  });

  it('progress maths, idempotent completion, course completed once, one certificate', async () => {
    // Watching before completing has its own tests (watch-progress.test.ts); here the course's
    // admin turns the rule off, as a course without it would behave.
    const unwatched = await app.inject({
      method: 'PUT',
      url: `/api/courses/${APTITUDE}/update/`,
      headers: bearer(tokens.admin),
      payload: { watch_threshold_percent: 0 },
    });
    expect(unwatched.statusCode).toBe(200);
    const detail = (await get(`/api/courses/${APTITUDE}/`, tokens.student)).json();
    expect(detail.watch_threshold_percent).toBe(0);
    const [first, second] = detail.lesson_list;

    const one = (await post(`/api/courses/lessons/${first.id}/complete/`, tokens.student)).json();
    expect(one).toMatchObject({
      lesson_completed: true,
      course_progress: 50,
      course_completed: false,
      completed_lessons: 1,
      total_lessons: 2,
      certificate_code: null,
    });
    const again = (await post(`/api/courses/lessons/${first.id}/complete/`, tokens.student)).json();
    expect(again).toMatchObject({ course_progress: 50, completed_lessons: 1 });

    const done = (await post(`/api/courses/lessons/${second.id}/complete/`, tokens.student)).json();
    expect(done).toMatchObject({
      course_progress: 100,
      course_completed: true,
      completed_lessons: 2,
      total_lessons: 2,
    });
    expect(done.certificate_code).toMatch(/^VID-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const repeat = (await post(`/api/courses/lessons/${second.id}/complete/`, tokens.student)).json();
    expect(repeat.certificate_code).toBe(done.certificate_code);
    const certificates = (await get('/api/courses/certificates/', tokens.student)).json();
    expect(certificates.count).toBe(1);
    expect(certificates.page_size).toBe(4);

    const progress = (await get(`/api/courses/${APTITUDE}/progress/`, tokens.student)).json();
    expect(progress.enrollment).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
      completed_lessons_count: 2,
      total_lessons_count: 2,
    });
    expect(progress.lessons_progress).toEqual([
      { lesson: first.id, is_completed: true, completed_on: expect.any(String), watched_percent: 0 },
      { lesson: second.id, is_completed: true, completed_on: expect.any(String), watched_percent: 0 },
    ]);
  });

  it('anyone can verify a certificate; an unknown code is 404; the PDF downloads', async () => {
    const [certificate] = (await get('/api/courses/certificates/', tokens.student)).json().results;
    const verify = await get(`/api/courses/certificates/verify/${certificate.code.toLowerCase()}/`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      is_valid: true,
      student_name: 'Aarav Sharma',
      title: 'Quantitative Aptitude for Campus Placements',
    });
    expect((await get('/api/courses/certificates/verify/VID-0000-0000-0000/')).statusCode).toBe(404);

    const pdf = await get(`/api/courses/${APTITUDE}/certificate/`, tokens.student);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/courses/${APTITUDE}/certificate/`, tokens.other)).statusCode).toBe(404);
  });

  it("another student's enrollment progress is 404", async () => {
    const [enrollment] = (await get('/api/courses/my-enrollments/', tokens.student)).json();
    const own = await get(`/api/courses/enrollments/${enrollment.id}/progress/`, tokens.student);
    expect(own.statusCode).toBe(200);
    // The same answer as the course's own progress route.
    expect(own.json()).toEqual(
      (await get(`/api/courses/${enrollment.course.id}/progress/`, tokens.student)).json(),
    );
    expect((await get(`/api/courses/enrollments/${enrollment.id}/progress/`, tokens.other)).statusCode).toBe(
      404,
    );
  });

  it('enrollments page by status with stats', async () => {
    await post(`/api/courses/${COMMUNICATION}/enroll/`, tokens.student);
    const completed = (
      await get('/api/courses/my-enrollments/paginated/?page=1&page_size=6&status=completed', tokens.student)
    ).json();
    expect(completed.results.map((e: { course: { id: number } }) => e.course.id)).toEqual([APTITUDE]);
    // Enrolled and never opened: not in progress yet.
    const inProgress = async () =>
      (await get('/api/courses/my-enrollments/paginated/?status=in_progress', tokens.student))
        .json()
        .results.map((e: { course: { id: number } }) => e.course.id);
    expect(await inProgress()).toEqual([]);
    const stats = (await get('/api/courses/my-enrollments/stats/', tokens.student)).json();
    expect(stats).toEqual({ total: 2, in_progress: 0, completed: 1, average_progress: 50, certificates: 1 });

    // Some of a lesson's video watched: started, so in progress.
    const firstLesson = (await get(`/api/courses/${COMMUNICATION}/`, tokens.student)).json().lesson_list[0];
    const watched = await post(`/api/courses/lessons/${firstLesson.id}/watch-progress/`, tokens.student, {
      watched_seconds: 20,
      duration_seconds: 600,
    });
    expect(watched.statusCode, watched.body).toBeLessThan(300);
    expect(await inProgress()).toEqual([COMMUNICATION]);
    expect((await get('/api/courses/my-enrollments/stats/', tokens.student)).json()).toMatchObject({
      in_progress: 1,
    });
  });

  it('resources of an enrolled course, optionally per lesson', async () => {
    const response = await get(`/api/courses/${APTITUDE}/resources/`, tokens.student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('reviews', () => {
  it('need an enrollment, rate 1–5, one per student (sending again edits)', async () => {
    expect(
      (await post(`/api/courses/${APTITUDE}/submit-review/`, tokens.other, { rating: 5 })).statusCode,
    ).toBe(403);
    const invalid = await post(`/api/courses/${APTITUDE}/submit-review/`, tokens.student, { rating: 6 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.rating[0]).toBe('Rate from 1 to 5 stars.');

    const created = await post(`/api/courses/${APTITUDE}/submit-review/`, tokens.student, {
      rating: 4,
      comment: 'Clear shortcuts.',
    });
    expect(created.statusCode).toBe(201);
    const edited = await post(`/api/courses/${APTITUDE}/submit-review/`, tokens.student, {
      rating: 5,
      comment: 'Even better on a second pass.',
    });
    expect(edited.statusCode).toBe(200);

    const course = (await get(`/api/courses/${APTITUDE}/`, tokens.student)).json();
    expect(course).toMatchObject({ rating: 5, reviews_count: 1 });
    expect(course.my_review).toMatchObject({ rating: 5, comment: 'Even better on a second pass.' });
  });
});

describe('course administration', () => {
  const valid = {
    title: 'Digital Electronics Essentials',
    description: 'Logic gates, flip-flops and counters for second-year students.',
    category: 'Core Engineering',
    price: 499,
    original_price: 1999,
  };

  it('students and colleges are refused', async () => {
    expect((await post('/api/admin-portal/courses/', tokens.student, valid)).statusCode).toBe(403);
    expect((await post('/api/admin-portal/courses/', tokens.college, valid)).statusCode).toBe(403);
  });

  it.each([
    [{ price: -1 }, 'price'],
    [{ price: 1e9 }, 'price'],
    [{ original_price: 100 }, 'original_price'],
    [{ title: '' }, 'title'],
    [{ category: 'Astrology' }, 'category'],
    [{ price: 10.555 }, 'price'],
  ])('refuses %o naming %s', async (change, field) => {
    const response = await post('/api/admin-portal/courses/', tokens.admin, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('create, add lessons (order clash and bad URLs refused), publish, then students see it', async () => {
    const created = await post('/api/admin-portal/courses/', tokens.admin, valid);
    expect(created.statusCode).toBe(201);
    const course = created.json();
    expect(course).toMatchObject({ is_active: false, price: 499, slug: 'digital-electronics-essentials' });

    const lesson = {
      course: course.id,
      title: 'Logic gates',
      video_url: 'https://www.youtube.com/watch?v=abc',
      order: 1,
    };
    expect((await post('/api/courses/lessons/create/', tokens.admin, lesson)).statusCode).toBe(201);
    const clash = await post('/api/courses/lessons/create/', tokens.admin, {
      ...lesson,
      title: 'Flip-flops',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.order[0]).toContain('order 1');
    const badUrl = await post('/api/courses/lessons/create/', tokens.admin, {
      ...lesson,
      order: 2,
      video_url: 'not a link',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors).toHaveProperty('video_url');
    expect(
      (await post('/api/courses/lessons/create/', tokens.admin, { ...lesson, course: 999999, order: 5 }))
        .statusCode,
    ).toBe(404);

    expect((await get('/api/courses/?search=Digital', tokens.student)).json().count).toBe(0);
    const published = await post('/api/admin-portal/courses/bulk-publish/', tokens.admin, {
      course_ids: [course.id],
    });
    expect(published.json().ids).toEqual([course.id]);
    expect((await get('/api/courses/?search=Digital', tokens.student)).json().count).toBe(1);
  });

  it('filters the admin list by search, state and category', async () => {
    const drafts = (await get('/api/admin-portal/courses/?is_active=false', tokens.admin)).json();
    expect(drafts.results.map((c: { slug: string }) => c.slug)).toContain('embedded-systems-with-arduino');
    expect(drafts.results.every((c: { is_active: boolean }) => !c.is_active)).toBe(true);
  });

  it('editing keeps the original price at or above the price', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/courses/${WEB}/update/`,
      headers: bearer(tokens.admin),
      payload: { price: 20000 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('original_price');
  });

  it('deleting a course with enrollments asks for confirmation; certificates stay verifiable', async () => {
    const [certificate] = (await get('/api/courses/certificates/', tokens.student)).json().results;
    const refused = await post('/api/admin-portal/courses/bulk-delete/', tokens.admin, {
      course_ids: [APTITUDE],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('1 student is enrolled');

    const deleted = await post('/api/admin-portal/courses/bulk-delete/', tokens.admin, {
      course_ids: [APTITUDE],
      confirm: true,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/courses/${APTITUDE}/`, tokens.student)).statusCode).toBe(404);
    const verify = await get(`/api/courses/certificates/verify/${certificate.code}/`);
    expect(verify.json()).toMatchObject({ title: 'Quantitative Aptitude for Campus Placements' });
  });

  it('exports CSV with formula-looking cells neutralised', async () => {
    await post('/api/admin-portal/courses/', tokens.admin, {
      ...valid,
      title: '=HYPERLINK("http://evil.example","x")',
    });
    await post('/api/admin-portal/courses/', tokens.admin, { ...valid, title: '@SUM(A1:A2) course' });
    const csv = await get('/api/admin-portal/courses/export/', tokens.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.body).toContain("'@SUM(A1:A2) course");
    expect(csv.body).not.toMatch(/^=|,=|^@|,@/m);
  });

  it('sorts the admin list by title, price or date, either way, and refuses any other order', async () => {
    const titles = async (ordering: string) =>
      (await get(`/api/admin-portal/courses/?ordering=${ordering}&page_size=100`, tokens.admin)).json<{
        results: { title: string; price: number }[];
      }>().results;
    const byTitle = (await titles('title')).map((course) => course.title);
    // First letters only: how the rest compares depends on the server's collation.
    const initials = byTitle.map((title) => title.charAt(0).toLowerCase());
    expect(initials).toEqual([...initials].sort());
    expect(byTitle.length).toBeGreaterThan(2);
    expect((await titles('-title')).map((course) => course.title)).toEqual([...byTitle].reverse());
    const prices = (await titles('-price')).map((course) => course.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(new Set(prices).size).toBeGreaterThan(1);

    const refused = await get('/api/admin-portal/courses/?ordering=password_hash', tokens.admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/ordering/);
  });

  it('exports only the courses the list filters pick', async () => {
    const exported = async (query: string) => {
      const response = await get(`/api/admin-portal/courses/export/${query}`, tokens.admin);
      expect(response.statusCode).toBe(200);
      return parse(response.body, { columns: true }) as Record<string, string>[];
    };
    const all = await exported('');
    const drafts = await exported('?is_active=false');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.length).toBeLessThan(all.length);
    expect(drafts.every((course) => course.is_active === '')).toBe(true);
    const found = await exported('?category=Communication&search=interview');
    expect(found.map((course) => course.id)).toEqual([String(COMMUNICATION)]);

    const refused = await get('/api/admin-portal/courses/export/?is_active=maybe', tokens.admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/is_active/);
  });

  it('features a course for the landing page and back', async () => {
    const featured = (
      await post(`/api/admin-portal/courses/${COMMUNICATION}/feature/`, tokens.admin, { is_featured: true })
    ).json();
    expect(featured.is_featured).toBe(true);
    expect((await get('/api/courses/featured/?limit=12')).json().map((c: { id: number }) => c.id)).toContain(
      COMMUNICATION,
    );
    const toggled = (await post(`/api/admin-portal/courses/${COMMUNICATION}/feature/`, tokens.admin)).json();
    expect(toggled.is_featured).toBe(false);
  });

  it('image upload takes real images only', async () => {
    const boundary = 'b0undary';
    const upload = (bytes: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: `/api/courses/${WEB}/update/`,
        headers: { ...bearer(tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const notImage = await upload(Buffer.from('just text'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.image[0]).toContain('PNG, JPEG or WebP');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const ok = await upload(png);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().image).toMatch(/^\/media\/courses\/.+\.png$/);
    expect((await upload(Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024)]))).statusCode).toBe(413);
  });

  it('reorders lessons as listed', async () => {
    const lessons = (await get(`/api/courses/${WEB}/`, tokens.admin)).json().lesson_list;
    const reversed = lessons.map((l: { id: number }) => l.id).reverse();
    const response = await post(`/api/courses/${WEB}/lessons/reorder/`, tokens.admin, {
      lesson_ids: reversed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((l: { id: number }) => l.id)).toEqual(reversed);
    expect(
      (await post(`/api/courses/${WEB}/lessons/reorder/`, tokens.admin, { lesson_ids: reversed.slice(1) }))
        .statusCode,
    ).toBe(400);
  });
});
