import { DEMO, expect, loginHeading, scrollToFooter, submitLogin, test } from './fixtures';

/** Issue #17, decision 030: visitors read a course before signing in, and come back to it after. */
test.describe('public course pages', () => {
  test('a visitor opens a trending course, enrolls, signs in and lands back on that course', async ({
    page,
    axe,
  }) => {
    // The section loads as it comes into view.
    await page.goto('/#trending-courses');
    const trending = page.getByRole('region', { name: 'Trending courses' });
    const firstCard = trending.getByRole('listitem').first();
    const link = firstCard.getByRole('link');
    const title = (await link.textContent())!.trim();
    await link.click();

    await expect(page).toHaveURL(/\/Catalogue\/\d+-[a-z0-9-]+$/);
    const publicUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Vidya`);
    const enrollment = page.getByRole('complementary', { name: 'Enrollment' });
    await expect(enrollment).toContainText('₹1,499');
    await expect(enrollment).toContainText('₹10,990');
    const lessons = page.getByRole('region', { name: 'Lessons' }).getByRole('listitem');
    await expect(lessons.first()).toBeVisible();
    // Who teaches, each lesson's length and the course's total, as the admin set them (demo seed).
    await expect(page.getByRole('region', { name: 'Instructor' }).getByRole('paragraph')).toHaveText(
      /^[A-Z].{40,}\.$/,
    );
    await expect(lessons.first().locator('time')).toHaveText(/^\d+ min$/);
    await expect(lessons.first().locator('time')).toHaveAttribute('datetime', /^PT\d+S$/);
    await expect(enrollment).toContainText(/Total length \d+ (h|min)/);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
      'content',
      /courses, exams and certificates/,
    );
    await axe('public course page');

    await enrollment.getByRole('link', { name: 'Enroll' }).click();
    await expect(page).toHaveURL('/StudentLogin');
    await expect(loginHeading(page, 'student')).toBeVisible();
    await submitLogin(page, 'student', DEMO.student.email);

    const studentUrl = publicUrl.replace('/Catalogue/', '/StudentDashboard/Courses/');
    await expect(page).toHaveURL(studentUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Signed in, the public page leads straight to the course in the student area.
    await page.goto(publicUrl);
    const way = page.getByRole('complementary', { name: 'Enrollment' }).getByRole('link', {
      name: /^(Enroll|Continue learning)$/,
    });
    await expect(way).toHaveAttribute('href', studentUrl);
  });

  test('the catalogue lists courses with their prices and leads to their pages', async ({ page, axe }) => {
    await page.goto('/#trending-courses');
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL('/Catalogue');
    await expect(page).toHaveTitle('Course catalogue | Vidya');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    await axe('course catalogue');
    const card = cards.first();
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the server answers 200 for a public course page and 404 for what is none', async ({ page }) => {
    for (const url of ['/Catalogue', '/Catalogue/1', '/catalogue/2-some-course/']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
    }
    for (const url of ['/Catalogue/1/lessons', '/Catalogues', '/Catalogue/999999-no-such-course']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
  });

  test('a shared course link previews the course, not the site’s defaults', async ({ page, request }) => {
    // What WhatsApp or Slack fetch: the HTML alone, no script run.
    const response = await request.get('/Catalogue/1');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const ogTitle = /<meta property="og:title" content="([^"]+)"/.exec(html)?.[1];
    expect(ogTitle).toBeTruthy();
    expect(html).toContain(`<title>${ogTitle} | Vidya</title>`);
    expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/Catalogue\/1-[a-z0-9-]+"/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    // The page itself still runs and shows that course.
    await page.goto('/Catalogue/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ogTitle!.replaceAll('&#38;', '&'));
  });

  test('an unpublished or unknown course says it was not found, with a way back', async ({ page, axe }) => {
    await page.goto('/Catalogue/999999-no-such-course');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute(
      'href',
      '/Catalogue',
    );
    await axe('course not found');
  });

  test("the footer's Courses link still sends a visitor to the student login", async ({ page }) => {
    await page.goto('/Catalogue');
    const footer = await scrollToFooter(page);
    await footer.getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL('/StudentLogin');
    await expect(loginHeading(page, 'student')).toBeVisible();
  });
});
