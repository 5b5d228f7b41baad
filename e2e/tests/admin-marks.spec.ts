import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { createPlatformExam, makeQuestion, uniqueTitle } from './exam-helpers';
import { DEMO, DEMO_PASSWORD, expect as baseExpect, signInAsDemo, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 180_000;

// Seeded students: Aarav studies at Sunrise, Ananya at Lakeview, Priya without a college.
const SUNRISE = 'Sunrise Institute of Technology';
const ANANYA = { email: 'ananya.iyer@example.com', name: 'Ananya Iyer' };

/** Signs the student in through the API, takes the exam and submits it unanswered (0 marks). */
async function takeAndSubmit(request: APIRequestContext, email: string, examId: number) {
  const login = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const started = await request.post(`/api/exams/${examId}/attempts/`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const submitted = await request.post(`/api/exams/attempts/${id}/submit/`, { headers });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

test('an admin filters the marks of college students by college and exam, and exports what they see', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const exam = await createPlatformExam(request, {
    title: uniqueTitle('Marks Journey Test'),
    duration_minutes: 20,
    questions: [makeQuestion('How many sides has a triangle?', 'c')],
  });
  for (const email of [DEMO.student.email, ANANYA.email, DEMO.platformStudent.email])
    await takeAndSubmit(request, email, exam.id);

  await signInAsDemo(page, 'admin', { path: '/AdminDashboard/MarksWithCollege' });
  await expect(page.getByRole('heading', { level: 1, name: 'Marks With College' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Marks, page 1 of/ })).toBeVisible();
  await axe('marks with college');

  await page.getByRole('combobox', { name: 'Exam', exact: true }).selectOption({ label: exam.title });
  await expect(page).toHaveURL(new RegExp(`exam=${exam.id}`));
  const table = page.getByRole('table', { name: /^Marks, page 1 of 1/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(ANANYA.name) })).toBeVisible();

  await page.getByRole('combobox', { name: 'College', exact: true }).selectOption({ label: SUNRISE });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(DEMO.student.name) });
  await expect(row).toContainText(SUNRISE);
  await expect(row).toContainText(exam.title);
  await expect(row).toContainText('0 / 1');
  await expect(row).toContainText('Failed');
  await expect(page.getByText('1 finished attempt in all')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^marks-with-college-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toContain('student_name,student_email,college,exam');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(DEMO.student.email);
  expect(lines[1]).toContain(SUNRISE);
  expect(lines[1]).toContain(exam.title);
  expect(csv).not.toContain(ANANYA.email);

  await row.getByRole('link', { name: /^Review attempt/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Exam Detail' })).toBeVisible();
  await expect(page.getByText(`${DEMO.student.name} · ${exam.title}`)).toBeVisible();

  await page.goto(`/AdminDashboard/MarksWithoutCollege?exam=${exam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marks Without College' })).toBeVisible();
  const platformTable = page.getByRole('table', { name: /^Marks, page 1 of 1/ });
  await expect(platformTable.getByRole('row')).toHaveCount(2);
  await expect(platformTable.getByRole('row', { name: new RegExp(DEMO.platformStudent.name) })).toBeVisible();
  await axe('marks without college');
});
