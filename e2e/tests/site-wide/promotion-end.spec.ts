import { demoAdminHeaders, expect, signInAsDemo, test } from '../fixtures';

// The site has one promotion: ending it changes every page's prices. This journey runs in the
// 'site-wide' project, after all the others (playwright.config.ts), so none of them sees it ended.
test.describe('the promotion ended by an admin', () => {
  test('an admin ends the promotion: the banner and the promotional prices are gone', async ({
    page,
    browser,
    request,
    axe,
  }) => {
    const headers = await demoAdminHeaders(request);
    const stored = (await (await request.get('/api/promotion/')).json()) as {
      discount_percent: number;
      ends_at: string;
    };
    try {
      await signInAsDemo(page, 'admin', { path: '/AdminDashboard/Promotion' });
      await expect(page.getByRole('heading', { level: 1, name: 'Promotion' })).toBeVisible();
      await expect(page.getByText(/Running: up to \d+% off until/)).toBeVisible();
      await axe('the promotion page');
      await page.getByLabel('Ends at').fill('2020-01-01T10:00');
      await page.getByRole('button', { name: 'Save promotion' }).click();
      await expect(
        page.getByText('The promotion has ended: courses sell at their list price and no page shows it.'),
      ).toBeVisible();
      await expect(page.getByText(/Ended on .*Courses sell at their list price/)).toBeVisible();

      // A visitor (a signed-in admin is sent to the dashboard from the landing page).
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/#training-and-pricing');
      const pricing = visitor.getByRole('region', { name: 'Training and pricing' });
      await expect(pricing.getByText('₹10,990 a course')).toBeVisible();
      await expect(pricing.getByRole('timer')).toHaveCount(0);
      await expect(pricing.getByText(/% off/)).toHaveCount(0);
      const trending = visitor.getByRole('region', { name: 'Trending courses' });
      await expect(trending.getByRole('article').first()).toBeVisible();
      await expect(trending.getByText(/% off/)).toHaveCount(0);
      await expect(trending.locator('s')).toHaveCount(0);
    } finally {
      const restored = await request.put('/api/admin-portal/promotion/', {
        headers,
        data: { discount_percent: stored.discount_percent, ends_at: stored.ends_at },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });
});
