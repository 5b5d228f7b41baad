import type { Page } from '@playwright/test';
import { expect, scrollToFooter, signInAsDemo, test } from './fixtures';

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
      await page.goto('/GetHelp');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'About Us' })).toBeHidden();
      await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeHidden();

      await header.getByRole('button', { name: 'Open menu' }).click();
      for (const name of [...NAV_LINKS, ...MOBILE_ONLY_LINKS]) {
        await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await axe('a page on a phone, menu open');

      await header.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL('/ContactUs');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'About Us' })).toBeHidden();

      await header.getByRole('button', { name: 'Open menu' }).click();
      await header.getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL('/AboutUs');
      await axe('about page on a phone');

      await header.getByRole('button', { name: 'Open menu' }).click();
      await header.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    });
  });
});

/**
 * Stops the page's clock at a fixed moment before it loads, so the carousel and the countdown
 * move only when the test moves the clock. (The installed clock runs until paused, and can only
 * be paused at a moment still ahead of it.)
 */
async function freezeClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

test.describe('landing page', () => {
  test('the hero carousel advances every 5 seconds, wraps, and waits under the pointer', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const slide = (number: number) => carousel.getByRole('group', { name: `${number} of 3` });
    await expect(slide(1)).toBeVisible();
    await expect(slide(2)).toBeHidden();

    await page.clock.runFor(4_000);
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();
    await page.clock.runFor(5_000);
    await expect(slide(3)).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(slide(1)).toBeVisible();

    await carousel.hover();
    await page.clock.runFor(12_000);
    await expect(slide(1)).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_000);
    await expect(slide(2)).toBeVisible();
  });

  test('the arrows and indicators move the carousel, from the keyboard too', async ({ page, axe }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const slide = (number: number) => carousel.getByRole('group', { name: `${number} of 3` });
    await expect(slide(1)).toBeVisible();

    // Pressing pause (like any focus inside the carousel) stops the rotation for good.
    await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await carousel.getByRole('button', { name: /^Slide 1:/ }).click();
    await expect(slide(1)).toBeVisible();
    await axe('landing page, first screen');

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(3)).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).press('Enter');
    await expect(slide(1)).toBeVisible();
    await carousel.getByRole('button', { name: /^Slide 2:/ }).click();
    await expect(slide(2)).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Slide 2:/ })).toHaveAttribute('aria-current', 'true');
  });

  const slideTargets = [
    [1, '/StudentLogin'],
    [2, '/Training'],
    [3, '/ContactUs'],
  ] as const;
  test('each slide button leads to its page', async ({ page }) => {
    for (const [number, url] of slideTargets) {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Highlights' });
      await carousel.getByRole('button', { name: new RegExp(`^Slide ${number}:`) }).click();
      await carousel
        .getByRole('group', { name: `${number} of 3` })
        .getByRole('link')
        .click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the promo countdown starts at 2 d 16 h 0 min 56 s, ticks each second and stops at zero', async ({
    page,
  }) => {
    await freezeClock(page);
    // The server's stored end, 2 d 16 h 0 min 56 s after its clock (decision 027); once the end
    // has passed, the server says so.
    const serverTime = new Date('2026-03-02T09:01:00+05:30');
    const endsAt = new Date(serverTime.getTime() + ((2 * 24 + 16) * 3_600 + 56) * 1_000);
    let reads = 0;
    await page.route('**/api/promotion/', (route) =>
      route.fulfill({
        json: {
          discount_percent: 86,
          ends_at: endsAt.toISOString(),
          is_active: ++reads === 1,
          server_time: (reads === 1 ? serverTime : endsAt).toISOString(),
        },
      }),
    );
    await page.goto('/');
    const timer = page.getByRole('timer');
    // The sections under the hero load once scrolled to, and React reveals them on a short timer
    // of its own: scroll and step the clock until the countdown shows.
    await expect(async () => {
      await page.mouse.wheel(0, 1000);
      await page.clock.runFor(50);
      await expect(timer).toBeVisible({ timeout: 200 });
    }).toPass();
    await expect(timer).toHaveText(/02\s*days\s*16\s*hours\s*00\s*minutes\s*5[56]\s*seconds/);
    const shown = await timer.textContent();
    await page.clock.runFor(1_000);
    await expect(timer).not.toHaveText(shown ?? '');
    await page.clock.runFor(57_000);
    await expect(timer).toHaveText(/02\s*days\s*15\s*hours\s*59\s*minutes\s*5\d\s*seconds/);
    await page.clock.fastForward(3 * 24 * 60 * 60 * 1000);
    // At zero the countdown stops and the banner and its discount go away.
    await expect(timer).toBeHidden();
    await expect(page.getByText('Up to 86% off')).toBeHidden();
  });

  test('trending courses, training cards and a hash link to the section', async ({ page, axe }) => {
    await page.goto('/#trending-courses');
    const trending = page.getByRole('region', { name: 'Trending courses' });
    await expect(trending.getByRole('heading', { level: 2, name: 'Trending courses' })).toBeInViewport();
    const cards = trending.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toContainText('₹1,499');
      await expect(card).toContainText('₹10,990');
    }

    const training = page.getByRole('region', { name: 'Training and pricing' });
    await expect(training.getByRole('heading', { level: 3, name: 'AI Training Program' })).toHaveCount(2);
    await expect(training.getByRole('heading', { level: 3, name: 'Specialized Courses' })).toBeVisible();
    await expect(training.getByText('Rated 4.7 out of 5 from 128 reviews')).toBeAttached();
    await expect(training.getByText('Rated 4.9 out of 5 from 256 reviews')).toBeAttached();
    await scrollToFooter(page);
    await axe('landing page, every section and the footer');
  });

  test('the search box finds courses in the catalogue', async ({ page, axe }) => {
    await page.goto('/');
    const search = page
      .getByRole('banner')
      .getByPlaceholder('What do you want to learn?')
      .filter({ visible: true });
    await search.fill('python');
    await search.press('Enter');
    await expect(page).toHaveURL('/courses/search?q=python');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses matching “python”' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Data Science and Machine Learning with Python/ }),
    ).toBeVisible();
    await axe('course search');
  });

  test('the aptitude call to action and the footer', async ({ page }) => {
    await page.goto('/');
    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('heading', { name: /free consultation/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+91 80 4710 2200' }).first()).toHaveAttribute(
      'href',
      /^tel:\+918047102200$/,
    );
    for (const name of ['LinkedIn', 'YouTube', 'Instagram', 'X (Twitter)']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Book a free consultation' }).click();
    await expect(page).toHaveURL('/ContactUs');

    await page.goto('/');
    await scrollToFooter(page);
    await page.getByRole('link', { name: 'Take an aptitude assessment' }).click();
    await expect(page).toHaveURL('/StudentLogin');
  });

  test('a signed-in student on / goes to their dashboard', async ({ page }) => {
    await signInAsDemo(page, 'student');
    await expect(page).toHaveURL('/StudentDashboard');
    await page.goto('/');
    await expect(page).toHaveURL('/StudentDashboard');
  });
});
