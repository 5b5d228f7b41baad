import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonWatchProgress } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

// Issue #17: a lesson with a video completes only after the course's share of it was watched,
// as the player reports it; a reading lesson completes when the student confirms it.
const { app, database } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  other: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function createCourse(title: string, extra: object = {}) {
  const created = await call('POST', '/api/admin-portal/courses/', tokens.admin, {
    title,
    description: 'A course made by the watch progress tests.',
    category: 'Programming',
    price: 0,
    original_price: 0,
    is_active: true,
    ...extra,
  });
  expect(created.statusCode).toBe(201);
  const courseId = created.json<{ id: number }>().id;
  const video = await call('POST', '/api/courses/lessons/create/', tokens.admin, {
    course: courseId,
    title: 'A lesson with a video',
    video_url: 'https://videos.example.com/lesson.webm',
    order: 1,
  });
  const reading = await call('POST', '/api/courses/lessons/create/', tokens.admin, {
    course: courseId,
    title: 'A lesson to read',
    description: 'Read this text, then confirm.',
    order: 2,
  });
  expect(video.statusCode).toBe(201);
  expect(reading.statusCode).toBe(201);
  expect(reading.json().video_url).toBeNull();
  return { courseId, videoId: video.json<{ id: number }>().id, readingId: reading.json<{ id: number }>().id };
}

const report = (lessonId: number, watched: number, duration: number, token = tokens.student) =>
  call('POST', `/api/courses/lessons/${lessonId}/watch-progress/`, token, {
    watched_seconds: watched,
    duration_seconds: duration,
  });
const complete = (lessonId: number, token = tokens.student) =>
  call('POST', `/api/courses/lessons/${lessonId}/complete/`, token);

/** Moves the stored report back in time, as if the student had watched for that long since. */
async function backdate(lessonId: number, seconds: number) {
  await database.db
    .update(lessonWatchProgress)
    .set({ updatedAt: sql`${lessonWatchProgress.updatedAt} - make_interval(secs => ${seconds})` })
    .where(eq(lessonWatchProgress.lessonId, lessonId));
}

async function storedWatch(lessonId: number) {
  const [row] = await database.db
    .select()
    .from(lessonWatchProgress)
    .where(and(eq(lessonWatchProgress.lessonId, lessonId)));
  return row;
}

const course = await createCourse('Watching before completing');
expect((await call('POST', `/api/courses/${course.courseId}/enroll/`, tokens.student)).statusCode).toBe(201);

describe('watch progress and completion', () => {
  it('a new course asks for 90% of each video by default', async () => {
    const detail = (await call('GET', `/api/courses/${course.courseId}/`, tokens.student)).json();
    expect(detail.watch_threshold_percent).toBe(90);
  });

  it('completing a video lesson before watching is refused with 409 and says why', async () => {
    const refused = await complete(course.videoId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "Watch at least 90% of this lesson's video before marking it complete. You have watched 0% so far.",
    );
  });

  it('a report cannot claim more than the time since the previous one allows', async () => {
    // The first report: at most 35 s however much is claimed.
    const first = await report(course.videoId, 600, 600);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      lesson: course.videoId,
      watched_percent: 5,
      threshold_percent: 90,
      can_complete: false,
    });
    expect(await storedWatch(course.videoId)).toMatchObject({ watchedSeconds: 35, durationSeconds: 600 });

    // At once again: little more than the slack is added (the calls themselves take a moment).
    await report(course.videoId, 600, 600);
    const second = (await storedWatch(course.videoId))?.watchedSeconds ?? 0;
    expect(second).toBeGreaterThanOrEqual(40);
    expect(second).toBeLessThan(50);

    // A shorter length cannot be claimed later to pass the threshold.
    await report(course.videoId, 40, 44);
    expect(await storedWatch(course.videoId)).toMatchObject({ watchedSeconds: second, durationSeconds: 600 });

    const refused = await complete(course.videoId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/You have watched [67]% so far\.$/);
  });

  it('after enough real time the reported seconds count, and the lesson completes', async () => {
    await backdate(course.videoId, 300);
    const watched = await report(course.videoId, 560, 600);
    expect(watched.json()).toMatchObject({ watched_percent: 93, can_complete: true });
    // Progress never goes back.
    await report(course.videoId, 10, 600);
    expect((await storedWatch(course.videoId))?.watchedSeconds).toBe(560);

    const progress = (await call('GET', `/api/courses/${course.courseId}/progress/`, tokens.student)).json();
    expect(progress.lessons_progress[0]).toMatchObject({ lesson: course.videoId, watched_percent: 93 });

    const done = await complete(course.videoId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ lesson_completed: true, completed_lessons: 1, total_lessons: 2 });
  });

  it('a lesson without a video completes on confirmation and takes no watch reports', async () => {
    const noVideo = await report(course.readingId, 10, 60);
    expect(noVideo.statusCode).toBe(409);
    const done = await complete(course.readingId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ course_completed: true, certificate_code: expect.any(String) });
  });

  it('a threshold of 0 turns the rule off; an admin can set it from 0 to 100', async () => {
    const open = await createCourse('No watching needed', { watch_threshold_percent: 0 });
    await call('POST', `/api/courses/${open.courseId}/enroll/`, tokens.student);
    expect((await complete(open.videoId)).statusCode).toBe(200);

    const tooHigh = await call('PUT', `/api/courses/${open.courseId}/update/`, tokens.admin, {
      watch_threshold_percent: 101,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors).toHaveProperty('watch_threshold_percent');
    const half = await call('PUT', `/api/courses/${open.courseId}/update/`, tokens.admin, {
      watch_threshold_percent: 50,
    });
    expect(half.statusCode).toBe(200);
    const detail = (await call('GET', `/api/courses/${open.courseId}/`, tokens.student)).json();
    expect(detail.watch_threshold_percent).toBe(50);
  });

  it('only the enrolled student reports progress: others are refused', async () => {
    expect((await report(course.videoId, 10, 600, tokens.other)).statusCode).toBe(403);
    expect((await report(course.videoId, 10, 600, tokens.admin)).statusCode).toBe(403);
    expect((await report(course.videoId, 10, 600, tokens.college)).statusCode).toBe(403);
    expect((await call('POST', `/api/courses/lessons/${course.videoId}/watch-progress/`)).statusCode).toBe(
      401,
    );
    expect((await report(999_999, 10, 600)).statusCode).toBe(404);
    const invalid = await call(
      'POST',
      `/api/courses/lessons/${course.videoId}/watch-progress/`,
      tokens.student,
      {
        watched_seconds: -1,
        duration_seconds: 0,
      },
    );
    expect(invalid.statusCode).toBe(400);
  });
});

describe('deleting lessons', () => {
  it('an admin deletes a lesson nobody completed; the course counts one lesson fewer', async () => {
    const fresh = await createCourse('A lesson to delete');
    const deleted = await call('DELETE', `/api/courses/lessons/${fresh.readingId}/delete/`, tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().detail).toBe('Lesson "A lesson to read" deleted.');
    const detail = (await call('GET', `/api/courses/${fresh.courseId}/`, tokens.admin)).json();
    expect(detail.lessons).toBe(1);
    expect(detail.lesson_list.map((lesson: { id: number }) => lesson.id)).toEqual([fresh.videoId]);
    expect(
      (await call('DELETE', `/api/courses/lessons/${fresh.readingId}/delete/`, tokens.admin)).statusCode,
    ).toBe(404);
  });

  it('a lesson a student has completed is kept, with a 409 that says why', async () => {
    const refused = await call('DELETE', `/api/courses/lessons/${course.readingId}/delete/`, tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      '1 student has completed this lesson, so it counts in their progress and certificates and cannot be deleted. Edit it instead.',
    );
  });

  it('only admins delete lessons', async () => {
    const url = `/api/courses/lessons/${course.videoId}/delete/`;
    expect((await call('DELETE', url, tokens.student)).statusCode).toBe(403);
    expect((await call('DELETE', url, tokens.college)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(401);
  });
});
