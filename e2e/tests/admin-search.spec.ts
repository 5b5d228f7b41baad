import { expect, signInAsDemo, test } from './fixtures';

const SEARCH_LABEL = 'Search students, colleges, courses and exams';

test('an admin finds a college and an exam from the search in the top bar, and opens the exam', async ({
  page,
  axe,
}) => {
  await signInAsDemo(page, 'admin');
  const search = page.getByRole('combobox', { name: SEARCH_LABEL });

  await search.fill('Sunrise');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const colleges = results.getByRole('group', { name: 'Colleges' });
  await expect(colleges.getByRole('option', { name: /^Sunrise Institute of Technology/ })).toBeVisible();
  await axe('admin search results');

  await search.fill('Quantitative');
  const exam = results
    .getByRole('group', { name: 'Exams' })
    .getByRole('option', { name: /^Quantitative Aptitude Mock Test/ });
  await expect(exam).toBeVisible();
  await exam.click();

  await expect(page).toHaveURL(/\/AdminDashboard\/UpdateQuestions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Questions' })).toBeVisible();
  await expect(page.getByText('Quantitative Aptitude Mock Test').first()).toBeVisible();
  await expect(search).toHaveValue('');
  await axe('exam questions, opened from the search');
});

test('the search finds nothing for one character and says so when nothing matches', async ({ page }) => {
  // The page's clock is Playwright's, so the typing can settle without waiting for it.
  await page.clock.install();
  await signInAsDemo(page, 'admin');
  const search = page.getByRole('combobox', { name: SEARCH_LABEL });

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin-portal/search/global/')) requests.push(request.url());
  });
  await search.fill('Q');
  // Well past the search box's wait for the typing to settle (300 ms).
  await page.clock.runFor(800);
  expect(requests).toEqual([]);

  await search.fill('zzqxnomatch');
  await expect(page.getByRole('status').filter({ hasText: 'No matches' })).toHaveText(
    'No matches for “zzqxnomatch”.',
  );
  // Requests are heard in the order they were sent: had "Q" been searched, it would be here first.
  expect(requests).toHaveLength(1);
  expect(new URL(requests[0]!).searchParams.get('q')).toBe('zzqxnomatch');
});
