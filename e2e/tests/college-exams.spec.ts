import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { QUESTION_IMPORT_COLUMNS } from '@vidya/contract';
import { expect as baseExpect, signInAsDemo, test } from './fixtures';

// A long journey on a busy machine: each step gets more time than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 300_000;

const csvRow = (cells: (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');

const QUESTIONS = [
  ['What is the SI unit of force?', 'Joule', 'Newton', 'Watt', 'Pascal', 'b', 1, ''],
  ['Which quantity is a vector?', 'Mass', 'Speed', 'Velocity', 'Time', 'c', 2, 'Velocity has a direction.'],
] as const;

async function writeQuestionsCsv() {
  const folder = await mkdtemp(join(tmpdir(), 'vidya-college-import-'));
  const path = join(folder, 'physics.csv');
  await writeFile(
    path,
    [QUESTION_IMPORT_COLUMNS.join(','), ...QUESTIONS.map((row) => csvRow([...row]))].join('\n'),
  );
  return path;
}

/** A day `days` from today in India, as the date field takes it. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

/** Creates an exam from CreateExam and waits for its questions page. */
async function createExam(page: Page, title: string, days: number) {
  await page.goto('/CollegeDashboard/CreateExam');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Exam' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('45');
  await page.getByLabel('Exam date').fill(dayFromNow(days));
  await page.getByLabel('Start time').fill('10:00');
  await page.getByRole('button', { name: 'Create exam' }).click();
  await expect(page).toHaveURL(/\/CollegeDashboard\/ExamQuestions\/\d+$/);
  await expect(page.getByText(`“${title}” was created.`, { exact: false })).toBeVisible();
}

test('a college creates an exam, imports its questions, schedules, reschedules it and cancels another', async ({
  page,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const suffix = Date.now().toString(36);
  const title = `Physics Unit Test ${suffix}`;
  const other = `Chemistry Quiz ${suffix}`;

  await signInAsDemo(page, 'college');
  await page.getByRole('link', { name: 'Create Exam', exact: true }).click();
  await expect(page).toHaveURL('/CollegeDashboard/CreateExam');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Exam' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /College/ })).toHaveCount(0);
  await axe('create exam');
  // The spec's rule: a college exam needs its day and start time.
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create exam' }).click();
  await expect(page.getByText('Scheduled date and time are required').first()).toBeVisible();

  await createExam(page, title, 10);
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Questions' })).toBeVisible();
  await axe('exam questions, empty');

  // Imported from a CSV: checked first, then imported.
  await page.getByLabel('Questions file').setInputFiles(await writeQuestionsCsv());
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 questions ready to import.', { exact: false })).toBeVisible();
  await axe('import checked');
  await page.getByRole('button', { name: 'Import 2 questions' }).click();
  await expect(page.getByText('2 questions were imported.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions (2, 3 marks)' })).toBeVisible();

  // Scheduled: its students can see it now.
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The exam is scheduled', { exact: false })).toBeVisible();
  await axe('exam questions, scheduled');

  // ScheduledExams lists it; it moves to another day.
  await page.getByRole('link', { name: 'Scheduled Exams', exact: true }).click();
  await expect(page).toHaveURL('/CollegeDashboard/ScheduledExams');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Exams' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Scheduled');
  await axe('scheduled exams');
  await row.getByRole('button', { name: `Reschedule ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule “${title}”` });
  await dialog.getByLabel('Exam date').fill(dayFromNow(12));
  await dialog.getByLabel('Start time').fill('14:30');
  await axe('reschedule dialog');
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText(`“${title}” now takes place`, { exact: false })).toBeVisible();
  await expect(row).toContainText('2:30 pm');

  // Its settings page: a longer duration, saved.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/CollegeDashboard\/EditExam\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Exam' })).toBeVisible();
  await axe('edit exam');
  await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Exam settings saved.')).toBeVisible();

  // Another exam is cancelled after a confirmation, and leaves the list.
  await createExam(page, other, 11);
  await page.goto('/CollegeDashboard/ScheduledExams');
  await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
  await page.getByRole('button', { name: `Cancel ${other}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this exam?' });
  await expect(confirm).toContainText('cannot be undone');
  await axe('cancel confirmation');
  await confirm.getByRole('button', { name: 'Cancel exam' }).click();
  await expect(page.getByText(`“${other}” was cancelled.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
});
