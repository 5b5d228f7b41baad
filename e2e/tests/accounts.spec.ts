import { LOGIN_UI_MESSAGES, PASSWORD_RULE } from '@vidya/contract';
import {
  countMailTo,
  createVerifiedStudent,
  expect,
  loginHeading,
  LOGIN_URLS,
  readLatestCode,
  submitLogin,
  test,
  uniqueEmail,
  FLEET,
  signOut,
} from './fixtures';

const PASSWORD = 'Learn@2026';

test.describe('student sign-up', () => {
  test(
    'a new student signs up, verifies the emailed code and lands in the dashboard',
    FLEET,
    async ({ page, axe }) => {
      const email = uniqueEmail('new.student');
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL('/StudentSignUp');
      await expect(page).toHaveTitle('Student Sign Up | Vidya');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your student account' }),
      ).toBeVisible();
      await axe('student sign-up');

      await page.getByLabel('Full name').fill('Rohan Deshpande');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(/\/verify-otp\?email=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(`We sent a 6-digit code to ${email}`);
      await axe('student code page');

      await page.getByLabel('6-digit code').fill(await readLatestCode(email));
      await page.getByRole('button', { name: 'Verify email' }).click();

      await expect(page).toHaveURL('/StudentDashboard');
      await expect(page.getByRole('heading', { level: 1, name: /Rohan Deshpande/ })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Rohan Deshpande');
      await axe('new student dashboard');

      // The account is a real one: it signs in again after signing out.
      await signOut(page);
      await expect(loginHeading(page, 'student')).toBeVisible();
      await submitLogin(page, 'student', email, PASSWORD);
      await expect(page).toHaveURL('/StudentDashboard');
    },
  );

  test('a student can pick an approved college, and only approved ones are offered', async ({
    page,
    axe,
  }) => {
    const email = uniqueEmail('college.student');
    await page.goto('/StudentSignup');
    await expect(page).toHaveURL('/StudentSignUp');

    const college = page.getByRole('combobox', { name: 'College' });
    await college.click();
    await college.fill('Greenfield');
    await expect(page.getByText(/No approved college matches/)).toBeVisible();
    await college.fill('Sunrise');
    await page.getByRole('option', { name: /Sunrise Institute of Technology/ }).click();
    await expect(college).toHaveValue('Sunrise Institute of Technology');
    await axe('student sign-up with a college chosen');

    await page.getByLabel('Full name').fill('Meher Kapoor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await page.getByLabel('6-digit code').fill(await readLatestCode(email));
    await page.getByRole('button', { name: 'Verify email' }).click();

    await expect(page).toHaveURL('/StudentDashboard');
    await expect(page.getByText('Sunrise Institute of Technology')).toBeVisible();
  });

  test('bad input is explained next to each field and nothing is created', async ({ page, axe }) => {
    const email = uniqueEmail('bad.input');
    await page.goto('/StudentSignUp');
    await page.getByLabel('Full name').fill('Isha Patel');
    await page.getByLabel('Email').fill('isha.example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();

    const emailField = page.getByLabel('Email');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Enter a valid email address.');
    const passwordField = page.getByLabel('Password', { exact: true });
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField).toHaveAccessibleDescription(new RegExp(PASSWORD_RULE.replace(/\./g, '\\.')));
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    await expect(page).toHaveURL('/StudentSignUp');
    await axe('student sign-up with field errors');

    // A wrong code, and a code with letters, are refused next to the code field.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    const code = page.getByLabel('6-digit code');
    await code.fill('12ab56');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('The code is the 6 digits from the email.');
    const rightCode = await readLatestCode(email);
    await code.fill(rightCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/verify-otp/);
    await axe('code page with a wrong code');
  });

  test('an unverified account cannot sign in and is led to its code page', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const registered = await request.post('/api/students/register/', {
      data: { full_name: 'Arjun Nair', email, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);

    await page.goto(LOGIN_URLS.student);
    await submitLogin(page, 'student', email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText(LOGIN_UI_MESSAGES.student.emailUnverified);
    await page.getByRole('link', { name: 'Verify your email now' }).click();
    await expect(page).toHaveURL(`/verify-otp?email=${encodeURIComponent(email)}`);
    await page.getByLabel('6-digit code').fill(await readLatestCode(email));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page).toHaveURL('/StudentDashboard');
  });
});

test.describe('college sign-up', () => {
  test('a college signs up, verifies its email and is told it awaits approval', async ({ page, axe }) => {
    const email = uniqueEmail('admissions');
    await page.goto(LOGIN_URLS.college);
    await page.getByRole('link', { name: 'Register your college' }).click();
    await expect(page).toHaveURL('/CollegeSignUp');
    await expect(page).toHaveTitle('College Sign Up | Vidya');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your college' })).toBeVisible();
    await axe('college sign-up');

    await page.getByLabel('College name').fill('Coastal Institute of Management');
    await page.getByLabel('Contact person').fill('Dr. Farah Siddiqui');
    await page.getByLabel('Official email').fill(email);
    await page.getByLabel('Phone').fill('+91 824 244 1100');
    await page.getByLabel('City').fill('Mangaluru');
    await page.getByLabel('State or union territory').fill('Karnataka');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register college' }).click();

    await expect(page).toHaveURL(/\/CollegeOTPVerification\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your college email' })).toBeVisible();
    await axe('college code page');
    await page.getByLabel('6-digit code').fill(await readLatestCode(email));
    await page.getByRole('button', { name: 'Verify email' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your college is waiting for approval' }),
    ).toBeVisible();
    await axe('college awaiting approval');

    await page.getByRole('link', { name: 'Go to college login' }).click();
    await expect(page).toHaveURL(LOGIN_URLS.college);
    await submitLogin(page, 'college', email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.college.pendingApproval);
    await expect(page).toHaveURL(LOGIN_URLS.college);
  });
});

test.describe('password recovery', () => {
  test('a student resets a forgotten password with the emailed code and signs in with it', async ({
    page,
    request,
    axe,
  }) => {
    const email = uniqueEmail('forgetful');
    await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Sneha Joshi' });
    const newPassword = 'Fresh@Start9';

    await page.goto(LOGIN_URLS.student);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL('/ForgotPassword');
    await expect(page).toHaveTitle('Forgot Password | Vidya');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await axe('forgot password');

    const mailsBefore = countMailTo(email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await axe('set a new password');

    await page.getByLabel('6-digit code').fill(await readLatestCode(email, mailsBefore));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(LOGIN_URLS.student);
    await expect(page.getByText(/Your password has been reset/)).toBeVisible();
    await submitLogin(page, 'student', email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.student.incorrect);
    await submitLogin(page, 'student', email, newPassword);
    await expect(page).toHaveURL('/StudentDashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Sneha Joshi/ })).toBeVisible();
  });

  test('an unknown email gets the same answer as a known one', async ({ page }) => {
    await page.goto('/ForgotPassword');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.getByText('If an account exists for this email')).toBeVisible();
  });

  test('the college page resets a college password', async ({ page, request, axe }) => {
    const email = uniqueEmail('registrar');
    const registered = await request.post('/api/colleges/register/', {
      data: {
        college_name: 'Hillside Arts and Science College',
        contact_person: 'Prof. Anil Gupta',
        email,
        password: PASSWORD,
        phone: '+91 135 271 0000',
        city: 'Dehradun',
        state: 'Uttarakhand',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const verified = await request.post('/api/colleges/verify-otp/', {
      data: { email, otp: await readLatestCode(email) },
    });
    expect(verified.ok()).toBe(true);

    await page.goto(LOGIN_URLS.college);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL('/CollegeForgotPassword');
    await axe('college forgot password');
    const mailsBefore = countMailTo(email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await readLatestCode(email, mailsBefore));
    await page.getByLabel('New password', { exact: true }).fill('Campus@Key77');
    await page.getByLabel('Confirm new password').fill('Campus@Key77');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(LOGIN_URLS.college);
    // The college still awaits approval, so the new password gets the pending message (the
    // password is checked first), and the old one is refused as incorrect.
    await submitLogin(page, 'college', email, 'Campus@Key77');
    await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.college.pendingApproval);
    await submitLogin(page, 'college', email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.college.incorrect);
  });
});
