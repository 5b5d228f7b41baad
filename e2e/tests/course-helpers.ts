import type { Page } from '@playwright/test';
import { expect as baseExpect } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A valid 1×1 PNG, small enough for any upload rule. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The lesson videos are YouTube embeds, and this machine has no internet: they are refused at
 * once, so no journey waits on them or depends on them playing.
 */
export async function refuseExternalVideos(page: Page) {
  await page.route(
    /^https?:\/\/([^/]+\.)?(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)\//,
    (route) => route.abort('blockedbyclient'),
  );
}

/** Opens the student's catalogue and narrows it to one course by typing its title. */
export async function findInCatalogue(page: Page, title: string) {
  await page.goto('/StudentDashboard/Courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.getByLabel('Search courses').fill(title);
  const courseLink = page.getByRole('link', { name: title, exact: true });
  await expect(courseLink).toBeVisible();
  return courseLink;
}
