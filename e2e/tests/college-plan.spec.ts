import { expect as baseExpect, signInAsDemo, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 180_000;

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a college sees its plan's usage, asks for a larger plan, and the admins find the request in their inbox", async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const tag = uniqueTag();
  const message = `We expect 800 students next term (${tag}).`;

  const college = page;
  await signInAsDemo(college, 'college');
  await college.getByRole('link', { name: 'Your Plan', exact: true }).click();
  await expect(college).toHaveURL('/CollegeDashboard/YourPlan');
  await expect(college.getByRole('heading', { level: 1, name: 'Your Plan' })).toBeVisible();
  // The demo seed puts Sunrise on Campus: 500 approved students, 10 exams at once, 2,000 questions.
  await expect(college.getByRole('heading', { level: 2, name: 'Campus plan' })).toBeVisible();
  await expect(college.getByText('₹99,999 a year')).toBeVisible();
  await expect(college.getByRole('meter', { name: 'Approved students' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+ of 500 approved students$/,
  );
  await expect(college.getByRole('meter', { name: 'Exams running at once' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+ of 10 running exams$/,
  );
  await expect(college.getByRole('meter', { name: 'Questions in your bank' })).toHaveAttribute(
    'aria-valuetext',
    /^[\d,]+ of 2,000 bank questions$/,
  );
  await axe('your plan');

  const form = college.getByRole('region', { name: 'Request a change' });
  await form.getByLabel('Plan you would like').selectOption({ label: 'University (₹4,99,999 a year)' });
  await form.getByLabel(/Message/).fill(message);
  await form.getByRole('button', { name: 'Request a change' }).click();
  await expect(form.getByText('Your request has reached our team.', { exact: false })).toBeVisible();
  await expect(form.getByLabel(/Message/)).toHaveValue('');
  await axe('your plan, request sent');

  const admin = await (await browser.newContext()).newPage();
  await signInAsDemo(admin, 'admin', { path: '/AdminDashboard/ContactManagement' });
  await expect(admin.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(admin.getByRole('row')).toHaveCount(2);
  const row = admin.getByRole('row', { name: /Plan change request: Sunrise Institute of Technology/ });
  await expect(row).toContainText('Unread');
  await row.getByRole('link', { name: 'Plan change request: Sunrise Institute of Technology' }).click();
  // The opened message, beside the list (whose row shows its first words too).
  const panel = admin.getByRole('region', { name: 'Plan change request: Sunrise Institute of Technology' });
  await expect(panel.getByText('Requested plan: University', { exact: false })).toBeVisible();
  await expect(panel.getByText(message, { exact: false })).toBeVisible();
});
