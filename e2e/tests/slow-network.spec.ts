import type { Page } from '@playwright/test';
import { expect, signInAsDemo, test } from './fixtures';

/** Chrome DevTools' "Slow 3G": 400 ms round trips, about 400 kbit/s each way. */
async function useSlow3g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
}

test.describe('on a slow connection', () => {
  test.slow();

  test('a page takes shape at once, before the app has arrived', async ({ page }) => {
    await useSlow3g(page);
    await page.goto('/AboutUs', { waitUntil: 'commit' });
    // The frame painted with the HTML itself, while the scripts are still on their way.
    await expect(page.locator('#root > [aria-hidden="true"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
  });

  test('following a sidebar link shows progress until the page is there', async ({ page, axe }) => {
    await signInAsDemo(page, 'student');
    await useSlow3g(page);
    await page.getByRole('link', { name: 'Certificates', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Opening the page' });
    await expect(progress).toBeVisible();
    await axe('navigation in progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(progress).toHaveCount(0);
  });
});
