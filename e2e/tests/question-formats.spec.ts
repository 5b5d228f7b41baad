import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createPlatformExam, makeQuestion, uniqueTitle } from './exam-helpers';
import {
  expect as baseExpect,
  createVerifiedStudent,
  signInAsDemo,
  signInThroughApi,
  test,
  uniqueEmail,
  signOut,
} from './fixtures';

// A long journey on a machine that is often busy: each step gets more time than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A Moodle GIFT file: multiple choice, true/false, and a numerical question Vidya cannot hold. */
const GIFT = [
  '// Exported from Moodle',
  '$CATEGORY: $course$/Arithmetic',
  '',
  '::Times:: What is 7 × 6? {=42 # Right. ~36 ~48 ~49 ####Seven sixes are forty-two.}',
  '',
  '::Independence:: In which year did India become independent? {#1947}',
  '',
  '::Ganga:: The Ganga flows into the Bay of Bengal.{T}',
].join('\n');

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Question ${number} of \\d+`) });

test('an admin imports a Moodle GIFT file, leaves out its numerical question, and a student takes the exam', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.setTimeout(300_000);
  const title = uniqueTitle('Moodle Import Check');
  const exam = await createPlatformExam(request, {
    title,
    description: 'Questions brought in from Moodle.',
    duration_minutes: 15,
    pass_percentage: 50,
    questions: [makeQuestion('How many wheels does a bicycle have?', 'b')],
  });
  const folder = await mkdtemp(join(tmpdir(), 'vidya-gift-'));
  const file = join(folder, 'arithmetic.gift');
  await writeFile(file, GIFT);

  // The check reads the file as GIFT and lists the question that cannot come in.
  await signInAsDemo(page, 'admin', { path: `/AdminDashboard/UpdateQuestions/${exam.id}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Update Questions' })).toBeVisible();
  await page.getByLabel('Questions file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('Read as GIFT.')).toBeVisible();
  const unsupported = page.getByRole('table', { name: 'Questions that cannot be imported' });
  const numerical = unsupported.getByRole('row').filter({ hasText: 'Independence' });
  await expect(numerical).toContainText('6');
  await expect(numerical).toContainText('Numerical questions are not supported.');
  await expect(page.getByRole('table', { name: 'Questions found in the file' }).getByRole('row')).toHaveCount(
    3,
  );
  const importButton = page.getByRole('button', { name: 'Import 2 questions' });
  await expect(importButton).toBeDisabled();
  await axe('GIFT import checked');

  // Only the others come in.
  await page
    .getByRole('checkbox', { name: 'Import the others and leave out the 1 question listed above.' })
    .check();
  await importButton.click();
  await expect(page.getByText('2 questions were imported.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions (3, 3 marks)' })).toBeVisible();
  await expect(page.getByText('2. What is 7 × 6?')).toBeVisible();
  await expect(page.getByText('3. The Ganga flows into the Bay of Bengal.')).toBeVisible();
  await signOut(page);

  // A student takes the exam: the true/false question has its two options only.
  const context = await browser.newContext();
  const student = await context.newPage();
  const email = uniqueEmail('gift.taker');
  await createVerifiedStudent(request, { email, password: 'Exam@2026pass', fullName: 'Meera Iyer' });
  await signInThroughApi(student, 'student', email, { password: 'Exam@2026pass' });
  await expect(student).toHaveURL('/StudentDashboard');
  await student.goto(`/StudentDashboard/Examination/${exam.slug}`);
  await student.getByRole('button', { name: 'Start exam' }).click();
  await expect(student).toHaveURL(`/StudentDashboard/Examination/${exam.slug}/test`);
  await question(student, 1).getByRole('radio', { name: 'b. Two' }).check();
  await student.getByRole('button', { name: 'Next' }).click();
  await question(student, 2).getByRole('radio', { name: 'a. 42' }).check();
  await student.getByRole('button', { name: 'Next' }).click();
  await expect(question(student, 3).getByRole('radio')).toHaveCount(2);
  await question(student, 3).getByRole('radio', { name: 'a. True' }).check();
  await expect(student.getByRole('status', { name: 'Answer saving' })).toHaveText('Saved');
  await student.getByRole('button', { name: 'Submit exam' }).click();
  await student
    .getByRole('dialog', { name: 'Submit the exam?' })
    .getByRole('button', { name: 'Submit exam' })
    .click();
  await expect(student.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Your score' })).toContainText('3/3');
  await context.close();
});
