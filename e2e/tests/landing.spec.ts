import { expect, test } from './fixtures';

const NAV_LINKS = ['Home', 'Student', 'College', 'Training'];
const MOBILE_ONLY_LINKS = ['About Us', 'Contact Us'];

test.describe('navbar', () => {
  test('on a wide screen it shows the four main links, Log in and Sign Up', async ({ page }) => {
    await page.goto('/AboutUs');
    const header = page.getByRole('banner');
    for (const name of NAV_LINKS) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    for (const name of MOBILE_ONLY_LINKS) {
      await expect(header.getByRole('link', { name, exact: true })).toBeHidden();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu adds About Us and Contact Us, and closes on navigation', async ({ page, axe }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'About Us' })).toBeHidden();

      await header.getByRole('button', { name: 'Open menu' }).click();
      for (const name of [...NAV_LINKS, ...MOBILE_ONLY_LINKS]) {
        await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await axe('landing page on a phone, menu open');

      await header.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL('/ContactUs');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'About Us' })).toBeHidden();

      await header.getByRole('button', { name: 'Open menu' }).click();
      await header.getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL('/AboutUs');
      await axe('about page on a phone');
    });
  });
});
