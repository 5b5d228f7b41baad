import { LOGIN_PAGE_TEXTS, LOGIN_UI_MESSAGES, VALIDATION_MESSAGES } from '@vidya/contract';
import { DEMO, expect, loginHeading, LOGIN_URLS, submitLogin, test } from './fixtures';

// Each wrong password counts against the account (5 per 15 minutes), so every account below
// gets at most one wrong password per run.

test('student: a wrong password says so, and typing clears it', async ({ page, axe }) => {
  await page.goto(LOGIN_URLS.student);
  await submitLogin(page, 'student', DEMO.platformStudent.email, 'Wrong@1234');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(LOGIN_UI_MESSAGES.student.incorrect);
  await expect(page).toHaveURL(LOGIN_URLS.student);
  await axe('student login with an error');

  await page.getByLabel('Password', { exact: true }).pressSequentially('!');
  await expect(alert).toBeHidden();
});

test('student: an unknown email is told to check it or sign up', async ({ page }) => {
  await page.goto(LOGIN_URLS.student);
  await submitLogin(page, 'student', 'nobody.here@example.com');
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.student.noAccount);
});

test('student: a blank field asks to fill in all fields', async ({ page }) => {
  await page.goto(LOGIN_URLS.student);
  await page.getByLabel('Email').fill(DEMO.student.email);
  await page.getByRole('button', { name: LOGIN_PAGE_TEXTS.student.submit, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGES.fillAllFields);
  await expect(page).toHaveURL(LOGIN_URLS.student);
});

test('student page refuses a college and an admin with the access-denied message', async ({ page }) => {
  await page.goto(LOGIN_URLS.student);
  await submitLogin(page, 'student', DEMO.college.email);
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.student.accessDenied);
  await submitLogin(page, 'student', DEMO.admin.email);
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.student.accessDenied);
  await expect(page).toHaveURL(LOGIN_URLS.student);
});

test('college page refuses a student with its own access-denied message', async ({ page, axe }) => {
  await page.goto(LOGIN_URLS.college);
  await submitLogin(page, 'college', DEMO.student.email);
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.college.accessDenied);
  await expect(page).toHaveURL(LOGIN_URLS.college);
  await axe('college login with an error');
});

test('admin page refuses a student with its own access-denied message', async ({ page }) => {
  await page.goto(LOGIN_URLS.admin);
  await submitLogin(page, 'admin', DEMO.student.email);
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.admin.accessDenied);
  await expect(page).toHaveURL(LOGIN_URLS.admin);
});

test('college: a wrong password says so', async ({ page }) => {
  await page.goto(LOGIN_URLS.college);
  await submitLogin(page, 'college', 'college2@example.com', 'Wrong@1234');
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.college.incorrect);
});

test('admin: an unknown email gets the admin wording', async ({ page }) => {
  await page.goto(LOGIN_URLS.admin);
  await submitLogin(page, 'admin', 'no.admin@example.com');
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.admin.noAccount);
});

test('a college awaiting approval is told so and stays signed out', async ({ page, axe }) => {
  await page.goto(LOGIN_URLS.college);
  await submitLogin(page, 'college', DEMO.pendingCollege.email);
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.college.pendingApproval);
  await expect(page).toHaveURL(LOGIN_URLS.college);
  await axe('college login, pending college');
  await page.goto('/CollegeDashboard');
  await expect(page).toHaveURL(LOGIN_URLS.college);
});

test('a suspended student is told the account is inactive', async ({ page }) => {
  await page.goto(LOGIN_URLS.student);
  await submitLogin(page, 'student', DEMO.suspendedStudent.email);
  await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.student.inactive);
  await expect(page).toHaveURL(LOGIN_URLS.student);
});

test('the admin button stays disabled until both fields are filled', async ({ page }) => {
  await page.goto(LOGIN_URLS.admin);
  await expect(loginHeading(page, 'admin')).toBeVisible();
  const submit = page.getByRole('button', { name: LOGIN_PAGE_TEXTS.admin.submit });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email').fill('');
  await expect(submit).toBeDisabled();
});

test('the submit button shows the submitting text while signing in', async ({ page }) => {
  // The login is held until the test has seen the button while it waits.
  let releaseLogin = () => {};
  const heldLogin = new Promise<void>((resolve) => {
    releaseLogin = resolve;
  });
  await page.route('**/api/auth/college/login/', async (route) => {
    await heldLogin;
    await route.continue();
  });
  await page.goto(LOGIN_URLS.college);
  await submitLogin(page, 'college', DEMO.college.email);
  await expect(page.getByRole('button', { name: LOGIN_PAGE_TEXTS.college.submitting })).toBeDisabled();
  releaseLogin();
  await expect(page).toHaveURL('/CollegeDashboard');
});
