import { countMailTo, expect as baseExpect, signInAsDemo, test, uniqueEmail } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 180_000;

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a visitor writes through Contact Us; an admin reads it, answers it by email, and deletes it', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = uniqueEmail('contact.inbox');
  const subject = `Batch sizes for Mysuru ${uniqueTag()}`;
  const body = 'We have 240 final-year students.\n\nCould you run the <b>aptitude</b> course in two batches?';

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/ContactUs');
  await visitor.getByLabel('Your name').fill('Nandini Rao');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Subject').fill(subject);
  await visitor.getByLabel('Message').fill(body);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you for writing to us' })).toBeVisible();
  await visitor.context().close();

  await signInAsDemo(page, 'admin', { path: '/AdminDashboard/ContactManagement' });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Contact messages, page 1 of/ })).toBeVisible();
  await axe('contact inbox');

  await page.getByRole('searchbox', { name: 'Search' }).fill(`  ${subject}  `);
  await expect(page).toHaveURL(/search=Batch/);
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Nandini Rao');
  await expect(row).toContainText('Unread');
  await row.getByRole('link', { name: subject }).click();

  await expect(page).toHaveURL(/message=\d+/);
  const panel = page.getByRole('region', { name: subject });
  await expect(panel.getByText(/Could you run the/)).toHaveText(body);
  await expect(panel.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  // Opening it marked it read.
  await expect(row).not.toContainText('Unread');

  // The open message survives a reload.
  await page.reload();
  await expect(panel.getByText('No reply has been sent yet.')).toBeVisible();
  await axe('an open contact message');

  const mailsBefore = countMailTo(email);
  await panel
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Yes: two batches of 120.\nWe will call you on Monday.');
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect(panel.getByText(`Your reply was sent to ${email}.`)).toBeVisible();
  await expect(panel.getByRole('listitem')).toContainText(
    'Yes: two batches of 120.\nWe will call you on Monday.',
  );
  await expect(panel.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(row).toContainText('Handled');
  await expect.poll(() => countMailTo(email)).toBe(mailsBefore + 1);

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Handled' });
  await expect(page).toHaveURL(/status=handled/);
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open (not handled)' });
  await expect(page.getByText('No message matches this search and status.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All messages' });

  await panel.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(dialog).toContainText(`“${subject}” will be deleted for good, with its 1 reply.`);
  await axe('deletion confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/message=/);
  await expect(page.getByText('No message matches this search and status.')).toBeVisible();
});

test('the inbox refuses anyone but an admin', async ({ request }) => {
  expect((await request.get('/api/contact/messages/')).status()).toBe(401);
});
