import {
  checkAccessibility,
  expect as baseExpect,
  readLatestMatch,
  signInAsDemo,
  test,
  uniqueEmail,
} from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 180_000;
const NEW_PASSWORD = 'Invited#2026';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a college invites two students from a CSV and one signs up through the emailed code', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const run = suffix();
  const first = { name: `Meera ${run}`, email: uniqueEmail('invite.first'), roll: `INV-${run}-1` };
  const second = { name: `Kabir ${run}`, email: uniqueEmail('invite.second'), roll: `INV-${run}-2` };
  const csv = [
    'name,email,roll_number',
    `${first.name},${first.email},${first.roll}`,
    `${second.name},${second.email},${second.roll}`,
  ].join('\n');

  // The college opens Invite Students from its sidebar and checks the file first.
  await signInAsDemo(page, 'college');
  await page.getByRole('link', { name: 'Invite Students', exact: true }).click();
  await expect(page).toHaveURL('/CollegeDashboard/Invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Students' })).toBeVisible();
  await axe('invite students');
  await page
    .getByLabel('Students file')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 students ready to invite. Nothing has been sent yet.')).toBeVisible();
  const found = page.getByRole('table', { name: 'Students found in the file' });
  await expect(found.getByRole('row', { name: new RegExp(first.roll) })).toContainText('A sign-up code');
  await axe('invite students, checked');

  // Sending: both are listed as waiting.
  await page.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(page.getByText('2 invitations sent.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(run);
  const list = page.getByRole('table', { name: /^Invitations, page 1/ });
  await expect(list.getByRole('row', { name: new RegExp(first.name) })).toContainText('Waiting');
  await expect(list.getByRole('row', { name: new RegExp(second.name) })).toContainText('Waiting');

  // The second invitation is withdrawn, after a confirmation.
  await page.getByRole('button', { name: `Revoke the invitation to ${second.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await axe('revoke confirmation');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The invitation to ${second.email} is revoked.`)).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(second.name) })).toContainText('Revoked');

  // The first student follows the link in their email and signs up: signed in at once.
  const link = await readLatestMatch(first.email, /(\/StudentSignUp\?invite=[A-Z0-9]{12})/);
  const student = await (await browser.newContext()).newPage();
  await student.goto(link);
  await expect(student.getByRole('heading', { level: 1, name: 'Join your college' })).toBeVisible();
  const invitation = student.getByRole('region', { name: 'Your invitation' });
  await expect(invitation).toContainText('Sunrise Institute of Technology');
  await expect(invitation).toContainText(first.roll);
  await expect(student.getByLabel('Full name')).toHaveValue(first.name);
  await checkAccessibility(student, 'invitation sign-up');
  await student.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await student.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await student.getByRole('button', { name: 'Create account and join' }).click();
  await expect(student).toHaveURL('/StudentDashboard');
  await expect(student.getByText('Approved by your college')).toBeVisible();

  // The college finds them in All Students, approved, with their roll number.
  await page.getByRole('link', { name: 'All Students', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(first.roll);
  const students = page.getByRole('table', { name: /^Your students, page 1/ });
  await expect(students.getByRole('row', { name: new RegExp(first.name) })).toContainText(first.roll);
  await page.getByRole('link', { name: 'Invite Students', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(run);
  await expect(
    page
      .getByRole('table', { name: /^Invitations, page 1/ })
      .getByRole('row', { name: new RegExp(first.name) }),
  ).toContainText('Joined');
});
