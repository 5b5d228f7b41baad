import type { APIRequestContext } from '@playwright/test';
import type { AttemptView, ExamSummary, OptionKey } from '@vidya/contract';
import { bearerFor, collegeSchedule, makeQuestion, uniqueTitle } from './exam-helpers';
import {
  DEMO_PASSWORD,
  createApprovedCollege,
  createVerifiedStudent,
  demoAdminHeaders,
  expect as baseExpect,
  signInAsDemo,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 300_000;
const CORRECT: OptionKey[] = ['a', 'b', 'c'];

/** An exam of the college, made by the demo admin, opening `startsIn` ms from now. */
async function createCollegeExam(
  request: APIRequestContext,
  collegeId: number,
  title: string,
  startsIn: number,
) {
  const created = await request.post('/api/exams/create/', {
    headers: await demoAdminHeaders(request),
    data: {
      title,
      college: collegeId,
      duration_minutes: 30,
      pass_percentage: 50,
      is_active: true,
      ...collegeSchedule(new Date(Date.now() + startsIn)),
      questions: CORRECT.map((correct, index) => makeQuestion(`Q${index + 1}: pick ${correct}`, correct)),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ExamSummary;
}

/** A student takes the exam through the API: the first `right` questions right, the rest wrong. */
async function takeExam(request: APIRequestContext, email: string, examId: number, right: number) {
  const headers = await bearerFor(request, '/api/auth/login/', email);
  const started = await request.post(`/api/exams/${examId}/attempts/`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()) as AttemptView;
  for (const [seq, question] of attempt.questions.entries()) {
    const index = Number(/Q(\d)/.exec(question.question_text)?.[1] ?? 1) - 1;
    const correct = CORRECT[index] ?? 'a';
    const saved = await request.put(`/api/exams/attempts/${attempt.id}/answers/`, {
      headers,
      data: {
        question: question.id,
        answer: index < right ? correct : correct === 'd' ? 'a' : 'd',
        seq: seq + 1,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const submitted = await request.post(`/api/exams/attempts/${attempt.id}/submit/`, { headers });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

test('a college sees its dashboard figures and its performance page: chart, table, badges, who needs attention, export', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const stamp = Date.now().toString(36);
  const college = { email: uniqueEmail('dashboard.college'), collegeName: `Dashboard College ${stamp}` };
  const collegeId = await createApprovedCollege(request, college);

  // Two exams open now (the first opened a minute earlier) and one tomorrow.
  const first = await createCollegeExam(request, collegeId, uniqueTitle('Arrays Quiz'), -6 * 60_000);
  const second = await createCollegeExam(request, collegeId, uniqueTitle('Trees Quiz'), -5 * 60_000);
  const next = await createCollegeExam(request, collegeId, uniqueTitle('Graphs Final'), 24 * 3600_000);

  // Three approved students: 3, 0 and 1 right of 3 in the first exam; 3, 1 and 0 in the second.
  const names = ['Asha', 'Bala', 'Chitra'].map((name) => `${name} ${stamp}`);
  const emails = names.map((_, index) => uniqueEmail(`dashboard.student${index}`));
  for (const [index, email] of emails.entries())
    await createVerifiedStudent(request, {
      email,
      password: DEMO_PASSWORD,
      fullName: names[index],
      collegeId,
    });
  const collegeHeaders = await bearerFor(request, '/api/auth/college/login/', college.email);
  const waiting = await request.get('/api/colleges/admin/pending-requests/', { headers: collegeHeaders });
  const ids = ((await waiting.json()) as { results: { id: number }[] }).results.map((row) => row.id);
  const approved = await request.post('/api/colleges/admin/bulk-approve-students/', {
    headers: collegeHeaders,
    data: { student_ids: ids },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  for (const [index, right] of [3, 0, 1].entries()) await takeExam(request, emails[index]!, first.id, right);
  for (const [index, right] of [3, 1, 0].entries()) await takeExam(request, emails[index]!, second.id, right);

  // The dashboard: counts, the countdown to tomorrow's exam, the last exam and the plan's meters.
  await signInThroughApi(page, 'college', college.email);
  await expect(page).toHaveURL('/CollegeDashboard');
  const figure = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Pending requests')).toHaveText('0');
  await expect(figure('Approved students')).toHaveText('3');
  await expect(figure('Upcoming exams')).toHaveText('1');
  await expect(figure("Last exam's average")).toHaveText('44.4%');
  await expect(page.getByText(next.title)).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time until the exam starts' })).toContainText(/hours?/);
  await expect(page.getByRole('link', { name: second.title })).toBeVisible();
  await expect(figure('Pass rate')).toHaveText('33.3%');
  await expect(figure('Participants')).toHaveText('3');
  // The plan's meters, as YourPlan shows them (a new college is on the default plan).
  await expect(page.getByText(/^3 (of [\d,]+ )?approved students/)).toBeVisible();
  await axe('college dashboard');

  // CollegePerformance: the chart, the same numbers as a table, badges and who needs attention.
  await page.getByRole('link', { name: 'Performance', exact: true }).click();
  await expect(page).toHaveURL('/CollegeDashboard/CollegePerformance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  await expect(page.locator('figure .recharts-line')).toHaveCount(2);
  const trends = page.getByRole('table', { name: 'Average and pass rate of each exam, oldest first' });
  await expect(trends.getByRole('row')).toHaveCount(3);
  await expect(trends.getByRole('row').nth(1)).toContainText(first.title);
  await expect(trends.getByRole('row').nth(1)).toContainText('44.4%');
  await expect(trends.getByRole('row').nth(2)).toContainText(second.title);
  const badges = page.getByRole('table', { name: 'How many results earned each badge' });
  await expect(badges.getByRole('row', { name: /Excellent/ })).toContainText(/2\s*33.3%/);
  await expect(badges.getByRole('row', { name: /Weak/ })).toContainText(/4\s*66.7%/);
  const attention = page.getByRole('region', { name: 'Students who need attention' });
  await expect(
    attention.getByText('2 students are below 40% in each of their last two exams.'),
  ).toBeVisible();
  await expect(attention.getByRole('row', { name: new RegExp(names[1]!) })).toBeVisible();
  await expect(attention.getByRole('row', { name: new RegExp(names[2]!) })).toBeVisible();
  await expect(attention.getByRole('row', { name: new RegExp(names[0]!) })).toHaveCount(0);
  await axe('college performance');

  const download = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Export the trends' })
    .getByRole('button', { name: 'Export CSV' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^exam-trends-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv).toContain(first.title);
  expect(csv).toContain('44.44');
});

test('an admin creates a plan and edits it on the Plans page', async ({ page, axe }) => {
  const name = `Institute ${Date.now().toString(36)}`;
  await signInAsDemo(page, 'admin');
  await page.getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page).toHaveURL('/AdminDashboard/Plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const plans = page.getByRole('table', { name: 'Plans, cheapest first' });
  await expect(plans.getByRole('row', { name: /Campus/ })).toContainText('₹99,999');
  await axe('plans');

  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Approved students').fill('800');
  await dialog.getByLabel('Exams running at once').fill('12');
  await dialog.getByLabel('Yearly price (₹)').fill('149999');
  await axe('new plan dialog');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText(`Plan ${name} created.`)).toBeVisible();
  const row = plans.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('800');
  await expect(row).toContainText('Unlimited');
  await expect(row).toContainText('₹1,49,999');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editing = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editing.getByLabel('Approved students')).toHaveValue('800');
  await editing.getByLabel('Approved students').fill('900');
  await editing.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText(`Plan ${name} saved.`)).toBeVisible();
  await expect(row).toContainText('900');
  await axe('plans after an edit');
});
