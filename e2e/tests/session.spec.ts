import { APP_TEXTS, LOGIN_PAGE_TEXTS, SUCCESS_MESSAGES } from '@vidya/contract';
import {
  DASHBOARD_URLS,
  DEMO,
  expect,
  loginHeading,
  signIn,
  signInAsDemo,
  submitLogin,
  test,
  LOGIN_URLS,
  welcomed,
  FLEET,
} from './fixtures';

const signedInAs = (name: string) => new RegExp(`Signed in as\\s*${name}`);

test.describe('signing in lands each role on its dashboard', () => {
  test('student', async ({ page, axe }) => {
    await signIn(page, 'student', DEMO.student.email);
    await expect(page).toHaveURL('/StudentDashboard');
    await expect(page.getByRole('heading', { level: 1, name: welcomed(DEMO.student.name) })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(signedInAs(DEMO.student.name));
    await expect(page.getByText(DEMO.student.email)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Student dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Student Dashboard | Vidya');
    await axe('student dashboard');
  });

  test('college', async ({ page, axe }) => {
    await page.goto(LOGIN_URLS.college);
    await expect(loginHeading(page, 'college')).toBeVisible();
    await axe('college login');
    await submitLogin(page, 'college', DEMO.college.email);
    await expect(page).toHaveURL('/CollegeDashboard');
    await expect(page.getByRole('heading', { level: 1, name: DEMO.college.name })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(signedInAs(DEMO.college.name));
    await expect(page.getByRole('navigation', { name: 'College dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('College Dashboard | Vidya');
    await axe('college dashboard');
  });

  test('admin', async ({ page, axe }) => {
    await page.goto(LOGIN_URLS.admin);
    await expect(loginHeading(page, 'admin')).toBeVisible();
    await axe('admin login');
    await submitLogin(page, 'admin', DEMO.admin.email);
    await expect(page).toHaveURL('/AdminDashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(signedInAs(DEMO.admin.name));
    await expect(page.getByRole('navigation', { name: 'Admin dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Admin Dashboard | Vidya');
    await axe('admin dashboard');
  });

  test('the student login page passes axe and shows its links', async ({ page, axe }) => {
    await page.goto(LOGIN_URLS.student);
    await expect(loginHeading(page, 'student')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/ForgotPassword',
    );
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      '/StudentSignUp',
    );
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await axe('student login');
  });

  test('the password toggle shows and hides what was typed', async ({ page }) => {
    await page.goto(LOGIN_URLS.student);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret@123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('an existing session', FLEET, () => {
  test('survives a reload of a dashboard page', async ({ page, axe }) => {
    await signInAsDemo(page, 'student', { through: 'form' });
    await page
      .getByRole('navigation', { name: 'Student dashboard' })
      .getByRole('link', { name: 'Certificates' })
      .click();
    await expect(page).toHaveURL('/StudentDashboard/Certificates');

    await page.reload();
    await expect(page.getByText(APP_TEXTS.restoringSession)).toBeHidden();
    await expect(page).toHaveURL('/StudentDashboard/Certificates');
    await expect(page).toHaveTitle('Certificates | Vidya');
    await expect(page.getByRole('banner')).toContainText(signedInAs(DEMO.student.name));
    await expect(loginHeading(page, 'student')).toBeHidden();
    await axe('student certificates after reload');
  });

  test('survives a reload for a college and for an admin', async ({ page, browser }) => {
    await signInAsDemo(page, 'college', { through: 'form' });
    await page.reload();
    await expect(page).toHaveURL('/CollegeDashboard');
    await expect(page.getByRole('heading', { level: 1, name: DEMO.college.name })).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsDemo(admin, 'admin', { through: 'form' });
    await admin.reload();
    await expect(admin).toHaveURL('/AdminDashboard');
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(admin.getByRole('banner')).toContainText(signedInAs(DEMO.admin.name));
    await adminContext.close();
  });

  test('a signed-in user on / or on a login page goes to their dashboard', async ({ page }) => {
    await signInAsDemo(page, 'college');
    await page.goto('/');
    await expect(page).toHaveURL('/CollegeDashboard');
    await page.goto('/CollegeLogin');
    await expect(page).toHaveURL('/CollegeDashboard');
    await expect(page.getByRole('heading', { level: 1, name: DEMO.college.name })).toBeVisible();
  });
});

test.describe('route guards', () => {
  test("a student opening another role's dashboard is sent to their own", async ({ page }) => {
    await signInAsDemo(page, 'student');
    for (const url of [
      '/AdminDashboard',
      '/AdminDashboard/PendingColleges',
      '/CollegeDashboard/CreateExam',
    ]) {
      await page.goto(url);
      await expect(page).toHaveURL('/StudentDashboard');
      await expect(page.getByRole('heading', { level: 1, name: welcomed(DEMO.student.name) })).toBeVisible();
    }
  });

  test('a college or an admin is sent to their own dashboard too', async ({ browser }) => {
    const college = await (await browser.newContext()).newPage();
    await signInAsDemo(college, 'college');
    await college.goto('/StudentDashboard/Courses');
    await expect(college).toHaveURL('/CollegeDashboard');

    const admin = await (await browser.newContext()).newPage();
    await signInAsDemo(admin, 'admin');
    await admin.goto('/CollegeDashboard');
    await expect(admin).toHaveURL('/AdminDashboard');
    await admin.goto('/StudentDashboard/Examination');
    await expect(admin).toHaveURL('/AdminDashboard');

    await college.context().close();
    await admin.context().close();
  });

  const signedOutCases = [
    { portal: 'student', url: '/StudentDashboard/Certificates', title: 'Certificates | Vidya' },
    { portal: 'college', url: '/CollegeDashboard/YourPlan', title: 'Your Plan | Vidya' },
    { portal: 'admin', url: '/AdminDashboard/PendingColleges', title: 'Pending Colleges | Vidya' },
  ] as const;

  for (const { portal, url, title } of signedOutCases) {
    test(`signed out, ${url} leads to the ${portal} login and back after it`, async ({ page, axe }) => {
      await page.goto(url);
      await expect(page).toHaveURL(LOGIN_URLS[portal]);
      await expect(loginHeading(page, portal)).toBeVisible();

      const email = { student: DEMO.student.email, college: DEMO.college.email, admin: DEMO.admin.email }[
        portal
      ];
      await submitLogin(page, portal, email);
      await expect(page).toHaveURL(url);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      if (portal !== 'student') await axe(url);
    });
  }

  test('a signed-out visitor on /StudentDashboard goes to the student login', async ({ page }) => {
    await page.goto('/StudentDashboard');
    await expect(page).toHaveURL(LOGIN_URLS.student);
    await submitLogin(page, 'student', DEMO.platformStudent.email);
    await expect(page).toHaveURL(DASHBOARD_URLS.student);
    await expect(
      page.getByRole('heading', { level: 1, name: welcomed(DEMO.platformStudent.name) }),
    ).toBeVisible();
  });
});

test.describe('signing out', FLEET, () => {
  for (const portal of ['student', 'college', 'admin'] as const) {
    test(`${portal}: lands on the login page and the dashboard is closed`, async ({ page, axe }) => {
      await signInAsDemo(page, portal, { through: 'form' });
      await page.getByRole('button', { name: 'Sign out' }).click();

      await expect(page).toHaveURL(LOGIN_URLS[portal]);
      await expect(loginHeading(page, portal)).toBeVisible();
      await expect(page.getByText(SUCCESS_MESSAGES.loggedOut)).toBeVisible();
      await expect(page.getByRole('button', { name: LOGIN_PAGE_TEXTS[portal].submit })).toBeVisible();
      await axe(`${portal} login after sign-out`);

      // In this tab, and in a new one where the refresh cookie (now revoked) would restore a session.
      await page.goto(DASHBOARD_URLS[portal]);
      await expect(page).toHaveURL(LOGIN_URLS[portal]);
      const newTab = await page.context().newPage();
      await newTab.goto(DASHBOARD_URLS[portal]);
      await expect(newTab).toHaveURL(LOGIN_URLS[portal]);
      await expect(loginHeading(newTab, portal)).toBeVisible();
    });
  }
});
