import type { Page } from '@playwright/test';
import { LOGIN_UI_MESSAGES } from '@vidya/contract';
import { createPlatformExam, makeQuestion, uniqueTitle } from './exam-helpers';
import {
  expect,
  createVerifiedStudent,
  LOGIN_URLS,
  readLatestCode,
  signIn,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures';

const PASSWORD = 'Bhasha@2026pass';

/** The language switch of the page's top bar (the navbar's, or a dashboard's). */
const languageSwitch = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'English' }) })
    .first();

const chooseHindi = (page: Page) => languageSwitch(page).getByRole('button', { name: 'हिन्दी' }).click();

test('a visitor switches the landing page to Hindi, and a reload keeps it', async ({ page, axe }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const englishHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await chooseHindi(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(header.getByRole('link', { name: 'होम', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'लॉग इन करें' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishHeading ?? '');
  await expect(languageSwitch(page).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('contentinfo')).toContainText('त्वरित लिंक');
  await axe('landing page in Hindi');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(header.getByRole('link', { name: 'होम', exact: true })).toBeVisible();
});

test('a login error and a form error show in Hindi', async ({ page, axe }) => {
  await page.goto(LOGIN_URLS.student);
  await chooseHindi(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await axe('student login page in Hindi');

  // The API refuses the password: the page says so in Hindi.
  await page.getByRole('textbox').first().fill('student@example.com');
  await page.locator('input[type="password"]').fill('Wrong@12345');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toContainText('ईमेल या पासवर्ड गलत है। कृपया फिर से प्रयास करें।');
  await expect(page.getByRole('alert')).not.toContainText(LOGIN_UI_MESSAGES.student.incorrect);

  // The form refuses an empty email before sending, in Hindi ('Please fill in all fields', spec §5).
  await page.getByRole('textbox').first().fill('');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toHaveText('कृपया सभी फ़ील्ड भरें');
});

test('a student who chose Hindi finds it again after signing in from another browser', async ({
  page,
  request,
  browser,
  axe,
}) => {
  const email = uniqueEmail('hindi.reader');
  await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Meena Kumari' });
  await signInThroughApi(page, 'student', email, { password: PASSWORD });
  await expect(page).toHaveURL('/StudentDashboard');

  await chooseHindi(page);
  await expect(page.getByRole('button', { name: 'साइन आउट करें' })).toBeVisible();
  await axe('student dashboard in Hindi');
  // Saved with the account before signing out.
  await expect
    .poll(async () => {
      const login = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
      return ((await login.json()) as { user: { language: string | null } }).user.language;
    })
    .toBe('hi');
  await page.getByRole('button', { name: 'साइन आउट करें' }).click();

  // Another browser: nothing chosen there, the page opens in English, the account brings Hindi.
  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await signIn(other, 'student', email, PASSWORD);
  await expect(other).toHaveURL('/StudentDashboard');
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(other.getByRole('button', { name: 'साइन आउट करें' })).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'छात्र डैशबोर्ड' })).toBeVisible();
  await otherBrowser.close();
});

test('switching language in the middle of a timed exam keeps every answer, the flags and the time', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Bhasha Check');
  const exam = await createPlatformExam(request, {
    title,
    description: 'Two quick questions.',
    duration_minutes: 15,
    pass_percentage: 50,
    questions: [
      makeQuestion('How many wheels does a bicycle have?', 'b'),
      makeQuestion('How many sides does a triangle have?', 'c'),
    ],
  });
  const email = uniqueEmail('exam.bhasha');
  await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Ravi Teja' });
  await signInThroughApi(page, 'student', email, { password: PASSWORD });
  await expect(page).toHaveURL('/StudentDashboard');
  await page.goto(`/StudentDashboard/Examination/${exam.slug}`);
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page).toHaveURL(`/StudentDashboard/Examination/${exam.slug}/test`);

  const group = (number: number) =>
    page.getByRole('group', { name: new RegExp(`^(Question|प्रश्न) ${number}\\b`) });
  await group(1).getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Mark for review' }).click();
  await expect(page.getByRole('status', { name: 'Answer saving' })).toHaveText('Saved');
  const before = await page.getByRole('timer', { name: 'Time left' }).textContent();

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The answer and the flag are still there, now said in Hindi.
  await expect(group(1).getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByRole('button', { name: /^प्रश्न 1, .*, समीक्षा के लिए चिह्नित$/ })).toBeVisible();
  await expect(page.getByRole('status', { name: 'उत्तर सहेजना' })).toHaveText('सहेजा गया');
  // The timer goes on from where it was, not from the start.
  const timer = page.getByRole('timer', { name: 'शेष समय' });
  const after = await timer.textContent();
  expect(after).toMatch(/^1[45]:\d\d$/);
  expect((after ?? '') <= (before ?? '')).toBe(true);
  await axe('exam in progress, in Hindi');
});

test('a student reading Hindi meets three refusals from the API, each said in Hindi', async ({
  page,
  request,
  axe,
}) => {
  const email = uniqueEmail('hindi.refusals');
  await createVerifiedStudent(request, { email, password: PASSWORD, fullName: 'Lakshmi Iyer' });
  await signInThroughApi(page, 'student', email, { password: PASSWORD });
  await chooseHindi(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const studentNav = page.getByRole('navigation', { name: 'छात्र डैशबोर्ड' });

  // An exam code nobody gave out (join_code_unknown).
  await studentNav.getByRole('link', { name: 'परीक्षा', exact: true }).click();
  await expect(page).toHaveURL('/StudentDashboard/Examination');
  const join = page.getByRole('form', { name: 'कोड से शामिल हों' });
  await join.getByLabel('परीक्षा कोड').fill(`NOEXAM${Date.now().toString(36).toUpperCase()}`);
  await join.getByRole('button', { name: 'परीक्षा में शामिल हों' }).click();
  await expect(join.getByLabel('परीक्षा कोड')).toHaveAccessibleDescription(
    'किसी भी खुली परीक्षा का यह कोड नहीं है। जिसने आपको यह दिया है, उससे इसे जाँच लें।',
  );
  await expect(page.locator('body')).not.toContainText('No open exam has this code.');
  await axe('a refusal in Hindi on the Examination page');

  // The password change, with a current password that is not theirs (wrong_current_password).
  await studentNav.getByRole('link', { name: 'सुरक्षा', exact: true }).click();
  await expect(page).toHaveURL('/StudentDashboard/StudentSecurity');
  const passwordChange = page.getByRole('region', { name: 'पासवर्ड बदलें' });
  await passwordChange.getByLabel('वर्तमान पासवर्ड').fill('Galat@2026pass');
  await passwordChange.getByLabel('नया पासवर्ड', { exact: true }).fill('Nayi@2026pass');
  await passwordChange.getByLabel('नए पासवर्ड की पुष्टि करें').fill('Nayi@2026pass');
  await passwordChange.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
  await expect(passwordChange.getByLabel('वर्तमान पासवर्ड')).toHaveAccessibleDescription(
    'आपका मौजूदा पासवर्ड सही नहीं है।',
  );
  await expect(page.locator('body')).not.toContainText('Your current password is not correct.');

  // The email change, with a code that is not the one sent (code_wrong, with the tries left).
  const newEmail = uniqueEmail('hindi.refusals.new');
  const emailChange = page.getByRole('region', { name: 'ईमेल बदलें' });
  await emailChange.getByLabel('नया ईमेल').fill(newEmail);
  await emailChange.getByLabel('वर्तमान पासवर्ड').fill(PASSWORD);
  await emailChange.getByRole('button', { name: 'नए ईमेल पर कोड भेजें' }).click();
  const sent = await readLatestCode(newEmail);
  const wrong = sent.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
  await emailChange.getByLabel('6 अंकों का कोड').fill(wrong);
  await emailChange.getByRole('button', { name: 'नए ईमेल की पुष्टि करें' }).click();
  await expect(emailChange.getByText('यह कोड सही नहीं है। 4 प्रयास शेष हैं।')).toBeVisible();
  await expect(emailChange.getByLabel('6 अंकों का कोड')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('body')).not.toContainText('That code is not correct.');
});
