import { expect, signInAsDemo, test } from './fixtures';

// Every page of the college's sidebar, walked the way a college would, each checked with axe
// once it has loaded: a page added to the sidebar later is walked too, with nothing to update.
test('every page of the college portal opens from the sidebar, has its heading and passes axe', async ({
  page,
  axe,
}) => {
  // A dozen pages, each scanned by axe: on a busy 2-core machine that passes a minute.
  test.setTimeout(180_000);
  await signInAsDemo(page, 'college');
  const sidebar = page.getByRole('navigation', { name: 'College dashboard' });
  const links = sidebar.getByRole('link');
  const names = (await links.allInnerTexts()).map((name) => name.trim()).filter(Boolean);
  expect(names.length).toBeGreaterThanOrEqual(12);
  for (const name of names) {
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scanned once the page's data is in: no skeleton left busy.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await axe(`college: ${name}`);
  }
});
