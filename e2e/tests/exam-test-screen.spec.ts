import type { Locator, Page } from '@playwright/test';
import { createPlatformExam, makeQuestion, uniqueTitle } from './exam-helpers';
import {
  checkAccessibility,
  expect as baseExpect,
  createVerifiedStudent,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures';

// Issue #17: the timed test screen on a phone and from the keyboard, and "Mark for review" kept
// on the server so it follows the student to another browser.

const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'Exam@2026pass';

test.use({ viewport: { width: 375, height: 667 } });

const longQuestion = (topic: string, correct: 'a' | 'b' | 'c' | 'd') =>
  makeQuestion(
    `${topic}: read the whole passage before answering. A train leaves the station at a steady speed, ` +
      'stops twice for five minutes each, and reaches the next city two hours later. ' +
      'Which of the following statements about its journey must be true?',
    correct,
  );

const headerOf = (page: Page) =>
  page.locator('div.sticky').filter({ has: page.getByRole('timer', { name: 'Time left' }) });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box on screen').not.toBeNull();
  return box!;
}

test('the test screen on a phone: focus at the question, Submit last, nothing under the header, flags on another device', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.setTimeout(240_000);
  const title = uniqueTitle('Reading Speed Drill');
  const exam = await createPlatformExam(request, {
    title,
    description: 'Long questions, to scroll on a phone.',
    duration_minutes: 20,
    pass_percentage: 40,
    questions: [longQuestion('First', 'a'), longQuestion('Second', 'b'), longQuestion('Third', 'c')],
  });
  const email = uniqueEmail('test.screen');
  await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Meera Iyer' });
  await signInThroughApi(page, 'student', email, { password: PASSWORD });
  await expect(page).toHaveURL('/StudentDashboard');

  // The start screen says what is recorded, in its own block.
  await page.goto(`/StudentDashboard/Examination/${exam.slug}`);
  const notice = page.getByRole('region', { name: 'What is recorded during the exam' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your invigilator sees this record.');
  await page.getByRole('button', { name: 'Start exam' }).click();

  // Focus is on the first question's heading; the first Tab goes to its option (a), not Submit.
  await expect(page).toHaveURL(`/StudentDashboard/Examination/${exam.slug}/test`);
  await expect(page.getByRole('heading', { level: 2, name: /^Question 1 of 3/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit exam' })).not.toBeFocused();
  await expect(page.getByRole('radio').first()).toBeFocused();

  // Mark question 1 for review, with no answer.
  await page.getByRole('button', { name: 'Mark for review' }).click();
  await expect(page.getByRole('button', { name: 'Mark for review' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status', { name: 'Answer saving' })).toHaveText('Saved');

  // Scrolled to the bottom, "Next" brings question 2 into view: the header sits at the very top
  // (no band above it) and covers neither the heading nor option (a).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Next' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Question 2 of 3/ });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The header sits at the very top once the smooth scroll has settled (a busy machine is slow to).
  await expect.poll(async () => (await boxOf(headerOf(page))).y).toBe(0);
  const header = await boxOf(headerOf(page));
  // The page scrolls smoothly (unless the reader asks for less motion): wait until it has brought
  // the heading out from under the header before measuring.
  await expect.poll(async () => (await boxOf(heading)).y).toBeGreaterThanOrEqual(header.y + header.height);
  const optionA = await boxOf(
    page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .first(),
  );
  expect(optionA.y, 'option (a) starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(optionA.y + optionA.height, 'option (a) ends inside the screen').toBeLessThanOrEqual(667);
  expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(header.y + header.height);
  await axe('the test screen on a phone');

  // The same student in another browser (a laptop) sees the flag.
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await laptop.newPage();
  await signInThroughApi(other, 'student', email, { password: PASSWORD });
  await expect(other).toHaveURL('/StudentDashboard');
  await other.goto(`/StudentDashboard/Examination/${exam.slug}/test`);
  const palette = other.getByRole('navigation', { name: 'Questions' });
  await expect(palette.getByRole('button', { name: /^Question 1, .*marked for review$/ })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Mark for review' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(palette.getByRole('button', { name: /^Question 2, .*marked for review$/ })).toHaveCount(0);
  await checkAccessibility(other, 'the test screen on a laptop');
  await laptop.close();
});
