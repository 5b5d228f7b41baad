import { LOGIN_UI_MESSAGES } from '@vidya/contract';
import {
  DEMO,
  DEMO_PASSWORD,
  createPendingCollege,
  expect as baseExpect,
  signIn,
  signInAsDemo,
  test,
  uniqueEmail,
} from './fixtures';

// Each journey signs up its own colleges: approving or deleting the seeded pending college would
// change what other journeys of the same run expect of it (it is refused at sign-in as pending).
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 180_000;

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an admin approves a pending college, sees the spec message, and the college then signs in', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = uniqueEmail('approved.college');
  const name = `Narmada Institute ${uniqueTag()}`;
  await createPendingCollege(request, { email, collegeName: name });

  const college = await (await browser.newContext()).newPage();
  await signIn(college, 'college', email);
  await expect(college.getByRole('alert')).toHaveText(LOGIN_UI_MESSAGES.college.pendingApproval);

  await signInAsDemo(page, 'admin', { path: '/AdminDashboard/CollegeSection' });
  await expect(page.getByRole('heading', { level: 1, name: 'Colleges' })).toBeVisible();
  await axe('college section');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Pending Colleges/ })
    .click();

  await expect(page).toHaveURL('/AdminDashboard/PendingColleges');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Colleges' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(DEMO.pendingCollege.name) })).toBeVisible();
  await axe('pending colleges');

  await page.getByRole('searchbox', { name: 'Search' }).fill(`  ${name}  `);
  await expect(page).toHaveURL(/search=Narmada/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Approve: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this college?' });
  await expect(dialog).toContainText(`“${name}” will be able to sign in`);
  await axe('approval confirmation');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('College approved successfully.')).toBeVisible();
  await expect(page.getByText('No pending college matches this search.')).toBeVisible();

  await page.goto('/AdminDashboard/RegisteredColleges');
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Colleges' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/AdminDashboard\/CollegeDetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('row', { name: /Approved the college/ })).toContainText(DEMO.admin.email);
  await axe('college details');

  await page.goto('/AdminDashboard/CollegeAnalytics');
  await expect(page.getByRole('table', { name: /month by month/ }).getByRole('row')).toHaveCount(13);
  await axe('college analytics');

  await signIn(college, 'college', email);
  await expect(college).toHaveURL('/CollegeDashboard');
  await expect(college.getByRole('heading', { level: 1, name })).toBeVisible();
  await college.context().close();
});

test('an admin deletes two pending colleges together after a confirmation naming them', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const tag = uniqueTag();
  const colleges = [
    { email: uniqueEmail('deleted.college'), collegeName: `Tapti College ${tag}` },
    { email: uniqueEmail('deleted.college'), collegeName: `Godavari College ${tag}` },
  ];
  for (const college of colleges) await createPendingCollege(request, college);

  await signInAsDemo(page, 'admin', { path: `/AdminDashboard/PendingColleges?search=${tag}` });
  await expect(page.getByRole('row')).toHaveCount(3);
  for (const { collegeName } of colleges) {
    await page.getByRole('checkbox', { name: `Select ${collegeName}` }).check();
  }
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete 2 colleges?' });
  await expect(dialog).toContainText('The 2 selected colleges will be deleted');
  await axe('bulk deletion confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 colleges deleted.')).toBeVisible();
  await expect(page.getByText('No pending college matches this search.')).toBeVisible();
  await expect(page.getByText('No college selected')).toBeVisible();
  await axe('pending colleges after deleting');

  // A deleted college's account is closed: it can no longer sign in.
  for (const { email } of colleges) {
    const login = await request.post('/api/auth/college/login/', {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(403);
  }
});
