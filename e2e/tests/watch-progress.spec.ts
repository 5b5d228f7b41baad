import type { APIRequestContext, Page } from '@playwright/test';
import { refuseExternalVideos } from './course-helpers';
import {
  createVerifiedStudent,
  DEMO_PASSWORD,
  demoAdminHeaders,
  expect as baseExpect,
  signInAsDemo,
  signInThroughApi,
  test,
  uniqueEmail,
  signOut,
} from './fixtures';

// Issue #17: certificates need learning. A video lesson completes only after most of it was
// watched in the player; a lesson to read completes after confirming; admins delete lessons that
// nobody has completed.
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 240_000;

/** A lesson video at an address this machine answers itself (there is no internet here). */
const VIDEO_URL = 'https://media.vidya.test/lessons/three-seconds.webm';

/**
 * Records a three-second WebM in the browser (a canvas through MediaRecorder): no video tool is
 * installed here, and the clip is what the lesson's player then plays.
 */
async function recordClip(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    let frame = 0;
    const paint = setInterval(() => {
      frame += 1;
      context.fillStyle = frame % 2 === 0 ? '#4338ca' : '#f59e0b';
      context.fillRect(0, 0, 64, 48);
    }, 100);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    recorder.stop();
    await stopped;
    clearInterval(paint);
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

async function createCourse(request: APIRequestContext, title: string) {
  const headers = await demoAdminHeaders(request);
  const created = await request.post('/api/admin-portal/courses/', {
    headers,
    data: {
      title,
      description: 'A course made by the watch progress journey.',
      category: 'Programming',
      price: 0,
      original_price: 0,
      is_active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseId = ((await created.json()) as { id: number }).id;
  const lessons = [
    { title: 'Watching the clip', video_url: VIDEO_URL },
    { title: 'Reading the notes', description: 'Read these notes to the end, then confirm.' },
    { title: 'A draft lesson', description: 'Not ready yet.' },
  ];
  const ids: number[] = [];
  for (const [index, lesson] of lessons.entries()) {
    const response = await request.post('/api/courses/lessons/create/', {
      headers,
      data: { course: courseId, order: index + 1, ...lesson },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return { courseId, lessonIds: ids, titles: lessons.map((lesson) => lesson.title) };
}

test('a video lesson completes only after watching, a reading lesson after confirming; an admin deletes a lesson', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await refuseExternalVideos(page);
  await page.goto('/');
  // The clip records in real time (MediaRecorder, 3 s), and plays in real time below: no clock of
  // Playwright's drives media. Meanwhile the student and the course are made through the API.
  const recording = recordClip(page);

  const email = uniqueEmail('watching.student');
  await createVerifiedStudent(request, { email, password: DEMO_PASSWORD, fullName: 'Ishaan Kapoor' });
  const course = await createCourse(request, `Watch First ${Date.now().toString(36)}`);
  const [videoLesson, readingLesson, draftLesson] = course.titles as [string, string, string];

  const login = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const student = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const enrolled = await request.post(`/api/courses/${course.courseId}/enroll/`, { headers: student });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const clip = await recording;
  await page.route(VIDEO_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'video/webm', body: clip }),
  );

  await signInThroughApi(page, 'student', email);
  await expect(page).toHaveURL('/StudentDashboard');
  await page.goto(`/StudentDashboard/Courses/${course.courseId}/player?lesson=${course.lessonIds[0]}`);
  await expect(page.getByRole('heading', { level: 2, name: videoLesson })).toBeVisible();

  // At once: not available, and the button says why.
  const markComplete = page.getByRole('button', { name: 'Mark as complete' });
  await expect(markComplete).toHaveAttribute('aria-disabled', 'true');
  await expect(markComplete).toHaveAccessibleDescription(
    'You have watched 0% of this video. Mark as complete becomes available once you have watched 90%.',
  );
  await expect(markComplete).toBeDisabled();
  await axe('course player, video not yet watched');
  // The server refuses too, whatever a client sends.
  const early = await request.post(`/api/courses/lessons/${course.lessonIds[0]}/complete/`, {
    headers: student,
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { detail: string }).detail).toContain('Watch at least 90%');

  // Watching the whole clip opens the button.
  await page.getByTitle(`Video: ${videoLesson}`).evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    video.muted = true;
    await video.play();
  });
  await expect(markComplete).toHaveAccessibleDescription(
    /^You have watched (9\d|100)% of this video\. You can mark the lesson complete\.$/,
  );
  await markComplete.click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  const progress = page.getByRole('complementary', { name: 'Course progress' });
  await expect(progress).toContainText('1 of 3 lessons');

  // A lesson to read completes after confirming.
  await page.getByRole('link', { name: 'Next lesson' }).click();
  await expect(page.getByRole('heading', { level: 2, name: readingLesson })).toBeVisible();
  await expect(page.getByText('This lesson has no video: read it below.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  const question = page.getByRole('group', { name: `Have you read “${readingLesson}” to the end?` });
  await expect(question.getByRole('button', { name: 'Yes, I have read it' })).toBeFocused();
  await axe('course player, confirming a lesson was read');
  await question.getByRole('button', { name: 'Yes, I have read it' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(progress).toContainText('2 of 3 lessons');
  await signOut(page);

  // The admin deletes the draft lesson; the one a student completed is kept, with the reason.
  await signInAsDemo(page, 'admin');
  await page.goto(`/AdminDashboard/EditCourse/${course.courseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Lessons (3)' })).toBeVisible();
  await page.getByRole('button', { name: `Delete: ${draftLesson}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this lesson?' });
  await expect(dialog).toContainText(`“${draftLesson}” and its resources will be removed from the course.`);
  await axe('delete a lesson');
  await dialog.getByRole('button', { name: 'Delete lesson' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Lessons (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: `3. ${draftLesson}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete: ${videoLesson}` }).click();
  await dialog.getByRole('button', { name: 'Delete lesson' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '1 student has completed this lesson, so it counts in their progress and certificates and cannot be deleted. Edit it instead.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lessons (2)' })).toBeVisible();
});
