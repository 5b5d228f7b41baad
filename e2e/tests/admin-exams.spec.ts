import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUESTION_IMPORT_COLUMNS, VALIDATION_MESSAGES } from '@vidya/contract';
import { DEMO, expect as baseExpect, signInAsDemo, signInThroughApi, test, FLEET, signOut } from './fixtures';

// A long journey on a machine that is often busy: each step gets more time than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 300_000;

const csvRow = (cells: (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');

const QUESTIONS = [
  ['What is 12 × 12?', '124', '144', '132', '154', 'b', 1, '12 × 12 = 144.'],
  ['Which number is prime?', '21', '27', '29', '33', 'c', 2, ''],
  ['What is 15% of 200?', '25', '30', '35', '40', 'b', 1, '0.15 × 200 = 30.'],
] as const;

/** Writes a CSV of questions to a fresh temporary folder and returns its path. */
async function writeQuestionsCsv(name: string, rows: readonly (readonly (string | number)[])[]) {
  const folder = await mkdtemp(join(tmpdir(), 'vidya-import-'));
  const path = join(folder, name);
  await writeFile(
    path,
    [QUESTION_IMPORT_COLUMNS.join(','), ...rows.map((row) => csvRow([...row]))].join('\n'),
  );
  return path;
}

test(
  'an admin creates a platform exam, imports its questions, activates it, and a student sees it',
  FLEET,
  async ({ page, browser, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const title = `Quantitative Aptitude Check ${Date.now().toString(36)}`;

    await signInAsDemo(page, 'admin');

    // A platform exam with no window: any time.
    await page.goto('/AdminDashboard/AddnewExams');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Exam' })).toBeVisible();
    await axe('add platform exam');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Arithmetic and number sense, 30 minutes.');
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('30');
    await page.getByRole('button', { name: 'Create exam' }).click();
    await expect(page.getByText(`“${title}” was created.`)).toBeVisible();
    await page.getByRole('link', { name: 'Add questions to this exam' }).click();

    await expect(page).toHaveURL(/\/AdminDashboard\/UpdateQuestions\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update Questions' })).toBeVisible();
    await expect(page.getByText('This exam has no questions yet.', { exact: false })).toBeVisible();
    await axe('exam questions, empty');

    // A file with one bad row: the check names the row, and nothing can be imported.
    const badFile = await writeQuestionsCsv('questions-bad.csv', [
      QUESTIONS[0],
      ['Which is largest?', '0.5', '0.05', '0.55', '0.505', 'e', 1, ''],
    ]);
    await page.getByLabel('Questions file').setInputFiles(badFile);
    await page.getByRole('button', { name: 'Check file' }).click();
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(errors).toBeVisible();
    await expect(errors.getByRole('row').filter({ hasText: 'correct_answer' })).toContainText('3');
    await expect(page.getByRole('button', { name: /^Import \d+ questions?$/ })).toBeDisabled();
    await axe('import with a bad row');
    await expect(page.getByRole('heading', { name: /^Questions \(0,/ })).toBeVisible();

    // The corrected file: checked clean, then imported.
    const goodFile = await writeQuestionsCsv('questions.csv', QUESTIONS);
    await page.getByLabel('Questions file').setInputFiles(goodFile);
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('3 questions ready to import.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 questions' }).click();
    await expect(page.getByText('3 questions were imported.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions (3, 4 marks)' })).toBeVisible();
    await expect(page.getByText('1. What is 12 × 12?')).toBeVisible();
    await axe('exam questions, imported');

    // Activated from the exam list.
    await page.goto('/AdminDashboard/Manage_Exams');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Exams' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');
    const activeSwitch = row.getByRole('switch', { name: `Active: ${title}` });
    await expect(activeSwitch).not.toBeChecked();
    await activeSwitch.click();
    await expect(page.getByText(`“${title}” is active: students can take it.`)).toBeVisible();
    await expect(activeSwitch).toBeChecked();
    await axe('exam list');
    await signOut(page);

    // A student sees it among the platform exams.
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await signInThroughApi(studentPage, 'student', DEMO.platformStudent.email);
    await expect(studentPage).toHaveURL('/StudentDashboard');
    await studentPage.goto('/StudentDashboard/Examination?tab=platform');
    await expect(studentPage.getByRole('heading', { level: 1, name: 'Examination' })).toBeVisible();
    await expect(studentPage.getByRole('tab', { name: 'Platform exams', selected: true })).toBeVisible();
    await expect(studentPage.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await context.close();
  },
);

test('an admin schedules a college exam, gets its join code, and deletes it after confirming', async ({
  page,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const title = `Data Structures Quiz ${Date.now().toString(36)}`;

  await signInAsDemo(page, 'admin', { path: '/AdminDashboard/AddnewExamsCollege' });
  await expect(page.getByRole('heading', { level: 1, name: 'Add College Exam' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('combobox', { name: 'College', exact: true })
    .selectOption({ label: DEMO.college.name });
  await page.getByRole('button', { name: 'Create exam' }).click();
  await expect(page.getByText(VALIDATION_MESSAGES.scheduleRequired)).toBeVisible();
  await axe('college exam form with a missing schedule');

  await page.getByLabel('Exam date').fill('2027-01-15');
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel('End time').fill('11:00');
  await page.getByRole('checkbox', { name: /Allow joining by code/ }).check();
  await page.getByRole('button', { name: 'Create exam' }).click();
  await expect(page.getByText(`“${title}” was created.`)).toBeVisible();
  await expect(page.getByText('Join code:')).toContainText(/[A-Z0-9]{6,16}/);
  await axe('college exam created');

  await page.goto('/AdminDashboard/College_Exams');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO.college.name);
  await row.getByRole('button', { name: `Delete: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this exam?' });
  await expect(dialog).toContainText(title);
  await axe('delete exam confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
