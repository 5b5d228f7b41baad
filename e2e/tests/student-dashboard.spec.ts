import type { APIRequestContext } from '@playwright/test';
import {
  createVerifiedStudent,
  DEMO_PASSWORD,
  demoAdminHeaders,
  expect,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures';

const JOURNEY_TIMEOUT = 180_000;

/** A free course with two lessons to read (no video, so confirming completes them), made by the demo admin. */
async function createReadingCourse(request: APIRequestContext, title: string) {
  const headers = await demoAdminHeaders(request);
  const created = await request.post('/api/admin-portal/courses/', {
    headers,
    data: {
      title,
      description: 'A course made by the student dashboard journey.',
      category: 'Programming',
      price: 0,
      original_price: 0,
      is_active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseId = ((await created.json()) as { id: number }).id;
  const lessonIds: number[] = [];
  for (const order of [1, 2]) {
    const lesson = await request.post('/api/courses/lessons/create/', {
      headers,
      data: { course: courseId, title: `Reading ${order}`, description: 'Read this, then confirm.', order },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);
    lessonIds.push(((await lesson.json()) as { id: number }).id);
  }
  return { courseId, lessonIds };
}

test('a new student is welcomed; after completing a lesson the dashboard shows a streak of 1 and the course to continue', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = uniqueEmail('dashboard.student');
  const name = 'Meera Joshi';
  const title = `Dashboard Reading ${Date.now().toString(36)}`;
  await createVerifiedStudent(request, { email, password: DEMO_PASSWORD, fullName: name });
  const course = await createReadingCourse(request, title);

  await signInThroughApi(page, 'student', email);
  await expect(page).toHaveURL('/StudentDashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Your learning at a glance' });
  await expect(figures.getByRole('term')).toHaveCount(4);
  const streak = page.getByRole('region', { name: 'Learning streak' });
  await expect(streak.getByText('0 days', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Continue learning' })).toContainText(
    'No course in progress.',
  );
  await axe('student dashboard, new student');

  // Enrol and complete the first lesson as the student, through the API.
  const login = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const student = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const enrolled = await request.post(`/api/courses/${course.courseId}/enroll/`, { headers: student });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const completed = await request.post(`/api/courses/lessons/${course.lessonIds[0]}/complete/`, {
    headers: student,
  });
  expect(completed.ok(), await completed.text()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${name}` })).toBeVisible();
  await expect(streak.getByText('1 day', { exact: true })).toBeVisible();
  const calendar = streak.getByRole('list', { name: 'The last 30 days (India Standard Time)' });
  await expect(calendar.getByRole('listitem')).toHaveCount(30);
  await expect(calendar.getByRole('listitem').last()).toContainText('1 learning activity');
  const inProgress = figures
    .getByText('In progress', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(inProgress).toHaveText('1');
  const learning = page.getByRole('region', { name: 'Continue learning' });
  await expect(learning.getByRole('link', { name: title })).toBeVisible();
  await expect(learning.getByRole('progressbar', { name: `Progress in ${title}` })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(learning).toContainText('1 of 2 lessons · 50%');
  await axe('student dashboard, after a lesson');

  await learning.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/StudentDashboard/Courses/${course.courseId}/player`));
});
