import { LOGIN_UI_MESSAGES } from '@vidya/contract';
import type { Page } from '@playwright/test';
import {
  createVerifiedStudent,
  DEMO,
  expect,
  loginHeading,
  LOGIN_URLS,
  signInAsDemo,
  signInThroughApi,
  submitLogin,
  test,
  uniqueEmail,
  FLEET,
  signOut,
} from './fixtures';

const PASSWORD = 'Learn@2026';

/** A 1×1 PNG, the smallest real image a browser will show. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs a fresh student in and opens one of their account pages from the sidebar. */
async function openStudentPage(page: Page, email: string, link: string) {
  await signInThroughApi(page, 'student', email, { password: PASSWORD });
  await expect(page).toHaveURL('/StudentDashboard');
  await page.getByRole('navigation', { name: 'Student dashboard' }).getByRole('link', { name: link }).click();
}

test.describe('student profile', () => {
  test('personal details are saved and shown on the profile', async ({ page, request, axe }) => {
    const email = uniqueEmail('details');
    await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Tanvi Kulkarni' });
    await openStudentPage(page, email, 'Personal Details');
    await expect(page).toHaveURL('/StudentDashboard/PersonalDetails');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Details' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Tanvi Kulkarni');
    await axe('personal details');

    await page.getByLabel('Headline (optional)').fill('Final-year B.Tech, Electronics');
    await page
      .getByLabel('Biography (optional)')
      .fill('I build small robots and want to work on embedded AI.');
    await page.getByLabel('Phone (optional)').fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Phone (optional)').fill('+91 98450 12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your personal details have been saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Headline (optional)')).toHaveValue('Final-year B.Tech, Electronics');
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('+91 98450 12345');

    await page
      .getByRole('navigation', { name: 'Student dashboard' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page).toHaveURL('/StudentDashboard/Profile');
    await expect(page.getByText('Final-year B.Tech, Electronics')).toBeVisible();
    await expect(page.getByText('I build small robots and want to work on embedded AI.')).toBeVisible();
    await axe('profile');
  });

  test(
    'a photo is uploaded, and a file that is not an image is refused',
    FLEET,
    async ({ page, request }) => {
      const email = uniqueEmail('photo');
      await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Aditya Verma' });
      await openStudentPage(page, email, 'Profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

      const chooser = page.getByLabel('Choose a profile photo');
      await chooser.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByText(/That file is not a PNG, JPEG or WebP image/)).toBeVisible();

      await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
      await page.getByRole('button', { name: 'Save photo' }).click();
      await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

      await page.reload();
      const photo = page.getByRole('img', { name: 'Your profile photo' });
      await expect(photo).toBeVisible();
      // The image the server now serves is the one uploaded (and it loads).
      await expect(photo).toHaveJSProperty('naturalWidth', 1);
    },
  );
});

test.describe('security page', () => {
  test('a student changes their password; the old one stops working', async ({ page, request, axe }) => {
    const email = uniqueEmail('security');
    await createVerifiedStudent(request, { email, password: PASSWORD });
    await openStudentPage(page, email, 'Security');
    await expect(page).toHaveURL('/StudentDashboard/StudentSecurity');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await axe('student security');

    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel('Current password').fill('Not@MyPassword1');
    await section.getByLabel('New password', { exact: true }).fill('Brand@New2026');
    await section.getByLabel('Confirm new password').fill('Brand@New2026');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByLabel('Current password')).toHaveAccessibleDescription(
      'Your current password is not correct.',
    );

    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText(/Your password has been changed/)).toBeVisible();

    await signOut(page);
    await expect(loginHeading(page, 'student')).toBeVisible();
    await submitLogin(page, 'student', email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.student.incorrect);
    await submitLogin(page, 'student', email, 'Brand@New2026');
    await expect(page).toHaveURL('/StudentDashboard');
  });

  test(
    'a password change signs the other device out at its next step',
    FLEET,
    async ({ page, browser, request }) => {
      const email = uniqueEmail('two-devices');
      await createVerifiedStudent(request, { email, password: PASSWORD });
      const otherContext = await browser.newContext();
      const otherDevice = await otherContext.newPage();
      await openStudentPage(otherDevice, email, 'Personal Details');
      await expect(otherDevice.getByLabel('Full name')).toHaveValue('Kavya Reddy');

      await openStudentPage(page, email, 'Security');
      const section = page.getByRole('region', { name: 'Change password' });
      await section.getByLabel('Current password').fill(PASSWORD);
      await section.getByLabel('New password', { exact: true }).fill('Brand@New2026');
      await section.getByLabel('Confirm new password').fill('Brand@New2026');
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(section.getByText(/Your password has been changed/)).toBeVisible();

      // The other device still holds its old access token in memory: its next call is refused,
      // the one refresh fails too, and the student lands on the login page.
      await otherDevice
        .getByRole('navigation', { name: 'Student dashboard' })
        .getByRole('link', { name: 'Courses' })
        .click();
      await expect(loginHeading(otherDevice, 'student')).toBeVisible();
      await expect(otherDevice).toHaveURL(LOGIN_URLS.student);
      await otherContext.close();

      // This device carries on with the session the change started.
      await page
        .getByRole('navigation', { name: 'Student dashboard' })
        .getByRole('link', { name: 'Personal Details' })
        .click();
      await expect(page.getByLabel('Full name')).toHaveValue('Kavya Reddy');
    },
  );

  test('a student deletes their account after confirming with the password', async ({
    page,
    request,
    axe,
  }) => {
    const email = uniqueEmail('leaving');
    await createVerifiedStudent(request, { email, password: PASSWORD });
    await openStudentPage(page, email, 'Security');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await axe('delete account dialog');
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: /deleted/ })).toBeVisible();

    await page.goto(LOGIN_URLS.student);
    await submitLogin(page, 'student', email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.student.noAccount);
  });
});

test.describe('college account pages', () => {
  test('the college profile, details and security pages show the college', async ({ page, axe }) => {
    await signInAsDemo(page, 'college');
    const sidebar = page.getByRole('navigation', { name: 'College dashboard' });

    await sidebar.getByRole('link', { name: 'College Profile' }).click();
    await expect(page).toHaveURL('/CollegeDashboard/CollegeProfile');
    await expect(page.getByRole('main').getByText(DEMO.college.name).first()).toBeVisible();
    await axe('college profile');

    await sidebar.getByRole('link', { name: 'College Details' }).click();
    await expect(page).toHaveURL('/CollegeDashboard/CollegeDetails');
    await expect(page.getByLabel('College name')).toHaveValue(DEMO.college.name);
    await axe('college details');

    await sidebar.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL('/CollegeDashboard/CollegeSecurity');
    await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
    await axe('college security');
  });
});
