import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, signInAsDemo, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

test('the demo college imports an Aiken file into its own bank, edits a question and deletes one', async ({
  page,
  axe,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const first = `Bank check ${tag}: what is 7 × 6?`;
  const second = `Bank check ${tag}: which number is prime?`;
  const folder = await mkdtemp(join(tmpdir(), 'vidya-bank-'));
  const file = join(folder, 'bank.txt');
  await writeFile(file, `${first}\nA) 42\nB) 36\nANSWER: A\n\n${second}\nA) 4\nB) 6\nC) 7\nANSWER: C\n`);

  await signInAsDemo(page, 'college');
  await page.getByRole('link', { name: 'Question Bank', exact: true }).click();
  await expect(page).toHaveURL('/CollegeDashboard/QuestionBank');
  await expect(page.getByRole('heading', { level: 1, name: 'Question Bank' })).toBeVisible();
  await axe('college question bank');

  // Checked first, then imported into the college's bank (no exam).
  await page.getByLabel('Questions file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('Read as Aiken.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Questions found in the file' })).toContainText(first);
  await page.getByRole('button', { name: 'Import 2 questions' }).click();
  await expect(page.getByText('2 questions were imported.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(page.getByText(first)).toBeVisible();
  await expect(page.getByText(second)).toBeVisible();

  // Edit one.
  await page.getByRole('button', { name: `Edit: ${first}` }).click();
  await page
    .getByRole('textbox', { name: 'Marks' })
    .or(page.getByRole('spinbutton', { name: 'Marks' }))
    .fill('2');
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved.')).toBeVisible();

  // Delete the other after the confirmation.
  await page.getByRole('button', { name: `Delete: ${second}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this question?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The question was deleted.')).toBeVisible();
  await expect(page.getByText(second)).toHaveCount(0);
  await axe('college question bank after changes');
});
