import { readFile } from 'node:fs/promises';
import { findInCatalogue, refuseExternalVideos } from './course-helpers';
import {
  expect as baseExpect,
  createVerifiedStudent,
  readLatestMatch,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A paid demo course the other journeys do not buy. */
const COURSE = {
  title: 'Full-Stack Web Development with React and Node.js',
  slug: 'full-stack-web-development-with-react-and-node-js',
};

test.beforeEach(async ({ page }) => {
  await refuseExternalVideos(page);
});

test('a student pays with the demo checkout, gets an emailed receipt and downloads the invoice PDF from Payments', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('receipt');
  const password = 'Receipt@2026';
  await createVerifiedStudent(request, { email, password, fullName: 'Meera Nair' });
  await signInThroughApi(page, 'student', email, { password: password });
  await expect(page).toHaveURL('/StudentDashboard');

  const courseLink = await findInCatalogue(page, COURSE.title);
  await courseLink.click();
  await expect(page).toHaveURL(new RegExp(`/StudentDashboard/Courses/\\d+-${COURSE.slug}$`));
  const enrollment = page.getByRole('complementary', { name: 'Enrollment' });
  await enrollment.getByRole('button', { name: 'Enroll now' }).click();
  await expect(enrollment.getByRole('heading', { name: 'Checkout' })).toBeVisible();

  // The buyer's state is the place of supply: Kerala is not the seller's state, so IGST.
  await enrollment.getByLabel('Your state or union territory').fill('Kerala');
  await axe('checkout with the buyer state');
  await enrollment.getByRole('button', { name: /\(simulate success\)$/ }).click();
  await expect(page).toHaveURL(/\/StudentDashboard\/Courses\/\d+\/player(\?lesson=\d+)?$/);

  // The receipt arrives by email with the invoice number.
  const invoiceNumber = await readLatestMatch(email, /Invoice number: (VID\/\d{4}-\d{2}\/\d{6})/);

  // Payments, on the My courses tab, lists the invoice and downloads its PDF.
  await page.goto('/StudentDashboard/Courses');
  await page.getByRole('tab', { name: 'My courses' }).click();
  const payments = page.getByRole('table', { name: 'Your course payments' });
  await expect(payments.getByText(invoiceNumber)).toBeVisible();
  await axe('payments with an invoice');
  const downloading = page.waitForEvent('download');
  await payments.getByRole('button', { name: `Download invoice: ${invoiceNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
