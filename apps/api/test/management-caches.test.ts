import { describe, expect, it } from 'vitest';
import { catalogueCache } from '../src/modules/courses/catalogue-cache.ts';
import { examCache, type CachedExam } from '../src/modules/exams/exam-cache.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, login } from './helper.ts';

// Students read exams and the catalogue from short-lived caches (decision 010). The services that
// change what they hold drop them, so the next student read sees the change: one case for every
// management route that writes.

const { app } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A multipart body carrying one file, as the upload routes take it. */
const upload = (method: Method, url: string, field: string, filename: string, bytes: Buffer) => {
  const boundary = 'cache-test-boundary';
  return app.inject({
    method,
    url,
    headers: { ...bearer(tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

const question = (text: string) => ({
  question_text: `${text}: which option is right?`,
  option_a: `${text} first`,
  option_b: `${text} second`,
  option_c: `${text} third`,
  option_d: `${text} fourth`,
  correct_answer: 'a',
  marks: 1,
  explanation: 'Because a.',
});

async function expectOk(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

describe('the exam cache after a management change', () => {
  const exams = examCache(app.context);

  async function platformExam(overrides: object = {}) {
    const response = await expectOk(
      await call('POST', '/api/exams/platform/', tokens.admin, {
        title: 'Cached Mock Test',
        duration_minutes: 30,
        questions: [question('Q1'), question('Q2'), question('Q3')],
        ...overrides,
      }),
    );
    return response.json<{ id: number }>().id;
  }

  async function collegeExam() {
    const response = await expectOk(
      await call('POST', '/api/exams/create/', tokens.college, {
        title: 'Cached College Test',
        duration_minutes: 45,
        exam_date: '2030-03-10',
        start_time: '10:00',
        end_time: '11:30',
        questions: [question('C1')],
      }),
    );
    return response.json<{ id: number }>().id;
  }

  /** Caches the exam, makes the change, and returns what a student's next read finds. */
  async function readAfter(examId: number, change: () => Promise<Awaited<ReturnType<typeof call>>>) {
    const cached = exams.get(examId);
    const before = await cached;
    expect(before?.exam.id).toBe(examId);
    await expectOk(await change());
    const next = exams.get(examId);
    expect(next, 'the cached copy was kept').not.toBe(cached);
    return { before: before as CachedExam, after: await next };
  }
  const questionIds = (cached: CachedExam | undefined) => cached?.questions.map((q) => q.id) ?? [];

  it.each([
    ['PUT /api/admin-portal/exams/:id/', (id: number) => `/api/admin-portal/exams/${id}/`],
    ['PUT /api/exams/platform/:id/', (id: number) => `/api/exams/platform/${id}/`],
  ])('%s: the new settings', async (_route, url) => {
    const examId = await platformExam();
    const { after } = await readAfter(examId, () =>
      call('PUT', url(examId), tokens.admin, { title: 'Renamed Mock Test' }),
    );
    expect(after?.exam.title).toBe('Renamed Mock Test');
  });

  it('POST /api/admin-portal/exams/:id/toggle-status/: the new state', async () => {
    const examId = await platformExam();
    const { after } = await readAfter(examId, () =>
      call('POST', `/api/admin-portal/exams/${examId}/toggle-status/`, tokens.admin, { is_active: false }),
    );
    expect(after?.exam.isActive).toBe(false);
  });

  it('POST /api/admin-portal/exams/:id/release-results/: the release', async () => {
    const examId = await platformExam({ results_release: 'manual' });
    const { after } = await readAfter(examId, () =>
      call('POST', `/api/admin-portal/exams/${examId}/release-results/`, tokens.admin),
    );
    expect(after?.exam.resultsReleasedAt).not.toBeNull();
  });

  it('DELETE /api/admin-portal/exams/:id/: nothing', async () => {
    const examId = await platformExam();
    const { after } = await readAfter(examId, () =>
      call('DELETE', `/api/admin-portal/exams/${examId}/`, tokens.admin),
    );
    expect(after).toBeUndefined();
  });

  it('PUT /api/admin-portal/exams/:id/questions/order/: the new order', async () => {
    const examId = await platformExam();
    const { before, after } = await readAfter(examId, async () =>
      call('PUT', `/api/admin-portal/exams/${examId}/questions/order/`, tokens.admin, {
        question_ids: questionIds(await exams.get(examId)).reverse(),
      }),
    );
    expect(questionIds(after)).toEqual(questionIds(before).reverse());
  });

  it('POST /api/admin-portal/exams/:id/questions/attach/: the added question', async () => {
    const examId = await platformExam();
    const bankQuestion = (
      await expectOk(await call('POST', '/api/admin-portal/questions/', tokens.admin, question('Bank')))
    ).json<{ id: number }>().id;
    const { after } = await readAfter(examId, () =>
      call('POST', `/api/admin-portal/exams/${examId}/questions/attach/`, tokens.admin, {
        question_ids: [bankQuestion],
      }),
    );
    expect(questionIds(after)).toContain(bankQuestion);
  });

  it.each([
    [
      'DELETE /api/admin-portal/exams/:id/questions/:qid/',
      (id: number, qid: number) => `/api/admin-portal/exams/${id}/questions/${qid}/`,
    ],
    [
      'DELETE /api/exams/platform/:id/questions/:qid/delete/',
      (id: number, qid: number) => `/api/exams/platform/${id}/questions/${qid}/delete/`,
    ],
    [
      'DELETE /api/admin-portal/questions/:id/',
      (_id: number, qid: number) => `/api/admin-portal/questions/${qid}/`,
    ],
  ])('%s: the question gone', async (_route, url) => {
    const examId = await platformExam();
    const [first] = questionIds(await exams.get(examId));
    const { after } = await readAfter(examId, () => call('DELETE', url(examId, first!), tokens.admin));
    expect(questionIds(after)).not.toContain(first);
    expect(after?.questions).toHaveLength(2);
  });

  it.each([
    [
      'PUT /api/admin-portal/questions/:id/',
      (_id: number, qid: number) => `/api/admin-portal/questions/${qid}/`,
    ],
    [
      'PUT /api/exams/platform/:id/questions/:qid/update/',
      (id: number, qid: number) => `/api/exams/platform/${id}/questions/${qid}/update/`,
    ],
  ])('%s: the new text', async (_route, url) => {
    const examId = await platformExam();
    const [first] = questionIds(await exams.get(examId));
    const { after } = await readAfter(examId, () =>
      call('PUT', url(examId, first!), tokens.admin, { question_text: 'Corrected: which is right?' }),
    );
    expect(after?.questions.find((q) => q.id === first)?.questionText).toBe('Corrected: which is right?');
  });

  it('POST /api/admin-portal/questions/ with an exam: the new question', async () => {
    const examId = await platformExam();
    const { after } = await readAfter(examId, () =>
      call('POST', '/api/admin-portal/questions/', tokens.admin, { ...question('Added'), exam: examId }),
    );
    expect(after?.questions).toHaveLength(4);
  });

  it('POST /api/admin-portal/exams/:id/questions/import/: the imported questions', async () => {
    const examId = await platformExam();
    const template = await app.inject({
      method: 'GET',
      url: '/api/admin-portal/questions/template/?format=csv',
      headers: bearer(tokens.admin),
    });
    const { after } = await readAfter(examId, () =>
      upload(
        'POST',
        `/api/admin-portal/exams/${examId}/questions/import/?dry_run=false`,
        'file',
        'questions.csv',
        template.rawPayload,
      ),
    );
    expect(after?.questions).toHaveLength(4);
  });

  it('POST /api/exams/questions/create/ by a college: the new question', async () => {
    const examId = await collegeExam();
    const { after } = await readAfter(examId, () =>
      call('POST', '/api/exams/questions/create/', tokens.college, { ...question('Own'), exam: examId }),
    );
    expect(after?.questions).toHaveLength(2);
  });

  it('POST /api/colleges/admin/bulk-import-questions/ by a college: the new questions', async () => {
    const examId = await collegeExam();
    const { after } = await readAfter(examId, () =>
      call('POST', '/api/colleges/admin/bulk-import-questions/', tokens.college, {
        exam_id: examId,
        questions: [question('Bulk 1'), question('Bulk 2')],
      }),
    );
    expect(after?.questions).toHaveLength(3);
  });

  it('DELETE /api/admin-portal/colleges/:id/: its exams, closed', async () => {
    const created = await expectOk(
      await call('POST', '/api/exams/create/', tokens.admin, {
        title: 'Exam of a college an admin deletes',
        is_active: true,
        college: 3,
        duration_minutes: 30,
        exam_date: '2030-03-12',
        start_time: '10:00',
        end_time: '11:00',
        questions: [question('D1')],
      }),
    );
    const examId = created.json<{ id: number }>().id;
    const { after } = await readAfter(examId, () =>
      call('DELETE', '/api/admin-portal/colleges/3/', tokens.admin),
    );
    expect(after?.exam.isActive).toBe(false);
  });

  it('DELETE /api/colleges/delete/ by a college: its exams, closed', async () => {
    const leaving = (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access;
    const created = await expectOk(
      await call('POST', '/api/exams/create/', leaving, {
        title: 'Exam of a college that leaves',
        is_active: true,
        duration_minutes: 30,
        exam_date: '2030-03-11',
        start_time: '10:00',
        end_time: '11:00',
        questions: [question('L1')],
      }),
    );
    const examId = created.json<{ id: number }>().id;
    const { after } = await readAfter(examId, () =>
      call('DELETE', '/api/colleges/delete/', leaving, { current_password: DEMO_PASSWORD }),
    );
    expect(after?.exam.isActive).toBe(false);
  });
});

describe('the catalogue cache after a course change', () => {
  const catalogue = catalogueCache(app.context);
  const course = {
    title: 'Signals and Systems Primer',
    description: 'Convolution, Fourier series and sampling for third-year students.',
    category: 'Core Engineering',
    price: 0,
    original_price: 0,
  };

  async function createCourse(overrides: object = {}) {
    const response = await expectOk(
      await call('POST', '/api/admin-portal/courses/', tokens.admin, { ...course, ...overrides }),
    );
    return response.json<{ id: number }>().id;
  }
  async function addLesson(courseId: number, order: number) {
    const response = await expectOk(
      await call('POST', '/api/courses/lessons/create/', tokens.admin, {
        course: courseId,
        title: `Lesson ${order}`,
        video_url: 'https://www.youtube.com/watch?v=abc',
        order,
      }),
    );
    return response.json<{ id: number }>().id;
  }

  /** Caches the active courses, makes the change, and returns what a student's next read finds. */
  async function readAfter(change: () => Promise<Awaited<ReturnType<typeof call>>>) {
    const before = await catalogue.activeCourses();
    await expectOk(await change());
    const after = await catalogue.activeCourses();
    expect(after, 'the cached list was kept').not.toBe(before);
    return (courseId: number) => after.find((row) => row.id === courseId);
  }

  it('POST /api/admin-portal/courses/: the new course', async () => {
    let created = 0;
    const find = await readAfter(async () => {
      const response = await call('POST', '/api/admin-portal/courses/', tokens.admin, {
        ...course,
        is_active: true,
      });
      created = response.json<{ id: number }>().id;
      return response;
    });
    expect(find(created)).toBeDefined();
  });

  it('PUT /api/courses/:id/update/: the new details', async () => {
    const courseId = await createCourse({ is_active: true });
    const find = await readAfter(() =>
      call('PUT', `/api/courses/${courseId}/update/`, tokens.admin, { title: 'Signals, Renamed' }),
    );
    expect(find(courseId)?.title).toBe('Signals, Renamed');
  });

  it('PATCH /api/courses/:id/update/: the new image', async () => {
    const courseId = await createCourse({ is_active: true });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const find = await readAfter(() =>
      upload('PATCH', `/api/courses/${courseId}/update/`, 'image', 'cover.png', png),
    );
    expect(find(courseId)?.image).toMatch(/^\/media\/courses\//);
  });

  it('POST /api/admin-portal/courses/:id/feature/: featured', async () => {
    const courseId = await createCourse({ is_active: true });
    const find = await readAfter(() =>
      call('POST', `/api/admin-portal/courses/${courseId}/feature/`, tokens.admin, { is_featured: true }),
    );
    expect(find(courseId)?.isFeatured).toBe(true);
  });

  it('POST /api/admin-portal/courses/bulk-publish/: published', async () => {
    const courseId = await createCourse();
    const find = await readAfter(() =>
      call('POST', '/api/admin-portal/courses/bulk-publish/', tokens.admin, { course_ids: [courseId] }),
    );
    expect(find(courseId)).toBeDefined();
  });

  it.each([
    [
      'DELETE /api/courses/:id/delete/',
      (id: number) => call('DELETE', `/api/courses/${id}/delete/`, tokens.admin),
    ],
    [
      'POST /api/admin-portal/courses/bulk-delete/',
      (id: number) =>
        call('POST', '/api/admin-portal/courses/bulk-delete/', tokens.admin, { course_ids: [id] }),
    ],
  ])('%s: gone', async (_route, remove) => {
    const courseId = await createCourse({ is_active: true });
    const find = await readAfter(() => remove(courseId));
    expect(find(courseId)).toBeUndefined();
  });

  it('POST /api/courses/lessons/create/: the lesson counted', async () => {
    const courseId = await createCourse({ is_active: true });
    const find = await readAfter(() =>
      call('POST', '/api/courses/lessons/create/', tokens.admin, {
        course: courseId,
        title: 'Lesson 1',
        video_url: 'https://www.youtube.com/watch?v=abc',
        order: 1,
      }),
    );
    expect(find(courseId)?.lessonsCount).toBe(1);
  });

  it.each([
    [
      'PUT /api/courses/lessons/:id/update/',
      (_courseId: number, lessons: number[]) =>
        call('PUT', `/api/courses/lessons/${lessons[0]}/update/`, tokens.admin, { title: 'Lesson one' }),
    ],
    [
      'POST /api/courses/:id/lessons/reorder/',
      (courseId: number, lessons: number[]) =>
        call('POST', `/api/courses/${courseId}/lessons/reorder/`, tokens.admin, {
          lesson_ids: [...lessons].reverse(),
        }),
    ],
    [
      'POST /api/courses/resources/create/',
      (_courseId: number, lessons: number[]) =>
        call('POST', '/api/courses/resources/create/', tokens.admin, {
          lesson: lessons[0],
          title: 'Slides',
          url: 'https://example.com/slides.pdf',
        }),
    ],
  ])('%s: dropped like every other course change', async (_route, change) => {
    const courseId = await createCourse({ is_active: true });
    const lessons = [await addLesson(courseId, 1), await addLesson(courseId, 2)];
    const find = await readAfter(() => change(courseId, lessons));
    expect(find(courseId)).toBeDefined();
  });
});
