import type { Page } from '@playwright/test';
import { createPlatformExam, makeQuestion, uniqueTitle } from './exam-helpers';
import {
  expect as baseExpect,
  createVerifiedStudent,
  signInThroughApi,
  test,
  uniqueEmail,
  FLEET,
} from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'Exam@2026pass';

/** A student of their own, so results and attempts are theirs alone. */
async function signInAsNewStudent(page: Page, request: Parameters<typeof createVerifiedStudent>[0]) {
  const email = uniqueEmail('exam.taker');
  await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Ishaan Gupta' });
  await signInThroughApi(page, 'student', email, { password: PASSWORD });
  await expect(page).toHaveURL('/StudentDashboard');
}

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Answer saving' });
const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Question ${number} of \\d+`) });

test(
  'a student takes an exam through a lost connection, resumes after a reload and sees the result',
  FLEET,
  async ({ page, context, request, axe }) => {
    test.setTimeout(240_000);
    const title = uniqueTitle('Number Sense Check');
    const exam = await createPlatformExam(request, {
      title,
      description: 'Three quick questions.',
      duration_minutes: 15,
      pass_percentage: 50,
      questions: [
        makeQuestion('How many wheels does a bicycle have?', 'b'),
        makeQuestion('How many sides does a triangle have?', 'c'),
        makeQuestion('How many legs does a dog have?', 'd'),
      ],
    });
    await signInAsNewStudent(page, request);

    // The exam list, on the platform tab.
    await page.getByRole('link', { name: 'Examination', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Examination' })).toBeVisible();
    await page.getByRole('tab', { name: 'Platform exams' }).click();
    await expect(page).toHaveURL('/StudentDashboard/Examination?tab=platform');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await axe('exam list');

    // Its details page, with the rules.
    await page.goto(`/StudentDashboard/Examination/${exam.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rules' })).toBeVisible();
    await expect(page.getByText(/If your connection drops/)).toBeVisible();
    await axe('exam details');
    await page.getByRole('button', { name: 'Start exam' }).click();

    // The test: one answer saved online.
    await expect(page).toHaveURL(`/StudentDashboard/Examination/${exam.slug}/test`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^1[45]:\d\d$/);
    await question(page, 1).getByRole('radio', { name: 'b. Two' }).check();
    await expect(saveStatus(page)).toHaveText('Saved');
    await axe('exam in progress');

    // The connection drops: the student keeps answering and is told where the answers are.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await question(page, 2).getByRole('radio', { name: 'c. Three' }).check();
    await expect(saveStatus(page)).toHaveText('Offline — answers will be sent when you reconnect');
    await page.getByRole('button', { name: 'Next' }).click();
    await question(page, 3).getByRole('radio', { name: 'd. Four' }).check();
    await page.getByRole('button', { name: 'Mark for review' }).click();
    await expect(saveStatus(page)).toHaveText('Offline — answers will be sent when you reconnect');
    await expect(page.getByRole('button', { name: 'Question 3, answered, marked for review' })).toBeVisible();

    // Back online, the queue is sent; a reload finds every answer.
    await context.setOffline(false);
    await expect(saveStatus(page)).toHaveText('Saved');
    await page.reload();
    await expect(question(page, 1).getByRole('radio', { name: 'b. Two' })).toBeChecked();
    await page.getByRole('button', { name: 'Question 2, answered' }).click();
    await expect(question(page, 2).getByRole('radio', { name: 'c. Three' })).toBeChecked();
    await page.getByRole('button', { name: 'Question 3, answered, marked for review' }).click();
    await expect(question(page, 3).getByRole('radio', { name: 'd. Four' })).toBeChecked();

    // Submitting asks first.
    await page.getByRole('button', { name: 'Submit exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the exam?' });
    await expect(dialog).toContainText('You have answered every question.');
    await axe('submit confirmation');
    await dialog.getByRole('button', { name: 'Submit exam' }).click();

    // The result, with its badge and the review.
    await expect(page).toHaveURL(
      new RegExp(`/StudentDashboard/Examination/${exam.slug}/results\\?attempt=\\d+$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
    const score = page.getByRole('region', { name: 'Your score' });
    await expect(score).toContainText('3/3');
    await expect(score).toContainText('100%');
    await expect(score).toContainText('Passed');
    await expect(score).toContainText('Excellent');
    await expect(page.getByRole('region', { name: 'Review' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: `Download certificate: ${title}` })).toBeVisible();
    await axe('exam result');

    // The performance page counts it.
    await page.getByRole('link', { name: 'Performance', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your results exam by exam' })).toContainText(title);
    await axe('performance');
  },
);

test(
  'a one-minute exam submits itself when time runs out and shows the result',
  FLEET,
  async ({ page, request, axe }) => {
    test.setTimeout(180_000);
    const title = uniqueTitle('Lightning Round');
    const exam = await createPlatformExam(request, {
      title,
      duration_minutes: 1,
      questions: [
        makeQuestion('How many wheels does a bicycle have?', 'b'),
        makeQuestion('Pick three.', 'c'),
      ],
    });
    // The page's clock is Playwright's, running as the real one until the test moves it.
    await page.clock.install();
    await signInAsNewStudent(page, request);

    await page.goto(`/StudentDashboard/Examination/${exam.slug}`);
    await page.getByRole('button', { name: 'Start exam' }).click();
    await expect(page).toHaveURL(`/StudentDashboard/Examination/${exam.slug}/test`);
    await question(page, 1).getByRole('radio', { name: 'b. Two' }).check();
    await expect(saveStatus(page)).toHaveText('Saved');
    const oneMinuteLeft = '1 minute left. Your answers will be submitted automatically when time is up.';
    const warning = page.getByRole('status', { name: 'Time warnings' });
    await expect(warning).toHaveText(oneMinuteLeft);
    await expect(warning).toBeVisible();

    // Nobody presses Submit: at the deadline the exam goes in by itself. The page's clock jumps the
    // minute ahead, and the timer, counting on it, reaches zero at its next tick. The jump runs no
    // timer early, so the screen's 30 s clock check (which would set the timer back by the server's
    // clock, still a minute behind) does not come first. The server's own deadline rules (the grace
    // period, the refusal after it, the sweep of abandoned attempts) are tested on its clock in
    // apps/api/test/exam-attempts.test.ts.
    await page.clock.setSystemTime(Date.now() + 60_000);
    await expect(page).toHaveURL(
      new RegExp(`/StudentDashboard/Examination/${exam.slug}/results\\?attempt=\\d+$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your score' })).toContainText('1/2');
    await axe('result after time ran out');
  },
);

test('an exam name that leads nowhere says the exam was not found', async ({ page, request, axe }) => {
  await signInAsNewStudent(page, request);
  for (const examName of ['999999-no-such-exam', 'no-such-exam']) {
    await page.goto(`/StudentDashboard/Examination/${examName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Exam not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your exams' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination',
    );
  }
  await axe('exam not found');
});
