import { NOT_FOUND_PAGE } from '@vidya/contract';
import {
  DEMO,
  expect,
  loginHeading,
  LOGIN_URLS,
  scrollToFooter,
  signInAsDemo,
  submitLogin,
  test,
} from './fixtures';

test.describe('404 page', () => {
  test('an unknown path answers HTTP 404 and shows the not-found texts', async ({ page, axe }) => {
    for (const url of ['/no-such-page', '/StudentLogin/extra/bits', '/courses-and-more']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_PAGE.title })).toBeVisible();
      await expect(page.getByText(NOT_FOUND_PAGE.heading, { exact: true })).toBeVisible();
      await expect(page.getByText(NOT_FOUND_PAGE.body, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${NOT_FOUND_PAGE.title} | Vidya`);
    }
    await axe('404');
  });

  test('a real page answers HTTP 200, whatever the case of its address', async ({ page }) => {
    for (const url of ['/AboutUs', '/aboutus/', '/StudentLogin', '/verify/ABC-123']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
    }
  });

  test("'Go to Home' leads to the landing page", async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: NOT_FOUND_PAGE.action }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Home | Vidya');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_PAGE.title })).toBeHidden();
  });
});

test.describe('document titles', () => {
  // Pages whose journeys live elsewhere (and are scanned there): only their titles here.
  const titles = [
    ['/', 'Home | Vidya'],
    ['/home', 'Home | Vidya'],
    ['/StudentLogin', 'Student Login | Vidya'],
    ['/CollegeLogin', 'College Login | Vidya'],
    ['/AdminLogin', 'Admin Login | Vidya'],
    ['/ContactUs', 'Contact Us | Vidya'],
    ['/courses/search', 'Search Courses | Vidya'],
  ] as const;

  test('each public page is titled after itself', async ({ page }) => {
    for (const [url, title] of titles) {
      await page.goto(url);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  const marketingPages = [
    ['/AboutUs', 'About Us | Vidya'],
    ['/Training', 'Training | Vidya'],
    ['/Student', 'For Students | Vidya'],
    ['/College', 'For Colleges | Vidya'],
    ['/GetHelp', 'Get Help | Vidya'],
  ] as const;

  for (const [url, title] of marketingPages) {
    test(`${url} is titled '${title}' and passes axe`, async ({ page, axe }) => {
      await page.goto(url);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollToFooter(page);
      await axe(url);
    });
  }

  test('dashboard pages are titled by page as the user moves through the sidebar', async ({ page }) => {
    await signInAsDemo(page, 'admin');
    await expect(page).toHaveTitle('Admin Dashboard | Vidya');
    const sidebar = page.getByRole('navigation', { name: 'Admin dashboard' });
    await sidebar.getByRole('link', { name: 'Registered Colleges' }).click();
    await expect(page).toHaveURL('/AdminDashboard/RegisteredColleges');
    await expect(page).toHaveTitle('Registered Colleges | Vidya');
    await sidebar.getByRole('link', { name: 'Contact Messages' }).click();
    await expect(page).toHaveTitle('Contact Messages | Vidya');
  });
});

test.describe('footer service links', () => {
  test('Courses and Examination send a signed-out visitor to the student login', async ({ page }) => {
    for (const name of ['Courses', 'Examination']) {
      await page.goto('/AboutUs');
      const footer = await scrollToFooter(page);
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(LOGIN_URLS.student);
      await expect(loginHeading(page, 'student')).toBeVisible();
    }
  });

  test('after that login the student reaches the page the link was for', async ({ page }) => {
    await page.goto('/examination');
    await expect(page).toHaveURL(LOGIN_URLS.student);
    await submitLogin(page, 'student', DEMO.student.email);
    await expect(page).toHaveURL('/StudentDashboard/Examination');
    await expect(page).toHaveTitle('Examination | Vidya');
  });
});
