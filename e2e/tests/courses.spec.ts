import { readFile } from 'node:fs/promises';
import { findInCatalogue, refuseExternalVideos, TINY_PNG } from './course-helpers';
import {
  DEMO,
  demoAdminHeaders,
  expect as baseExpect,
  signInAsDemo,
  signInThroughApi,
  test,
  welcomed,
  FLEET,
  signOut,
} from './fixtures';

// These journeys are long and the machines that run them are often busy: each step gets more
// time than the default, and each journey several minutes in all.
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 300_000;

/** A paid demo course with one lesson ('Cloud Fundamentals with AWS', ₹999 instead of ₹4,999). */
const PAID_COURSE = {
  title: 'Cloud Fundamentals with AWS',
  slug: 'cloud-fundamentals-with-aws',
  price: '₹999',
  originalPrice: '₹4,999',
  lessons: ['Regions, accounts and the free tier'],
};

test.beforeEach(async ({ page }) => {
  await refuseExternalVideos(page);
});

test('a student buys a paid course, completes it and verifies the certificate while signed out', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const student = DEMO.platformStudent;
  // The lesson videos are on YouTube, which this machine cannot reach, so nothing can be watched:
  // the demo admin turns the course's watch rule off (watching first: watch-progress.spec.ts).
  const admin = await demoAdminHeaders(request);
  const found = await request.get(`/api/courses/?search=${encodeURIComponent(PAID_COURSE.title)}`);
  const paidCourse = ((await found.json()) as { results: { id: number; slug: string }[] }).results.find(
    (course) => course.slug === PAID_COURSE.slug,
  );
  expect(paidCourse).toBeDefined();
  const unwatched = await request.put(`/api/courses/${paidCourse?.id}/update/`, {
    headers: admin,
    data: { watch_threshold_percent: 0 },
  });
  expect(unwatched.ok(), await unwatched.text()).toBe(true);

  await signInThroughApi(page, 'student', student.email);
  await expect(page).toHaveURL('/StudentDashboard');
  await expect(page.getByRole('heading', { level: 1, name: welcomed(student.name) })).toBeVisible();
  await axe('student dashboard');

  // The catalogue, narrowed to the course.
  const courseLink = await findInCatalogue(page, PAID_COURSE.title);
  await axe('course catalogue');
  await courseLink.click();

  // The course page: its price against the original, its lessons locked until enrolled.
  await expect(page).toHaveURL(new RegExp(`/StudentDashboard/Courses/\\d+-${PAID_COURSE.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: PAID_COURSE.title })).toBeVisible();
  const coursePage = page.url();
  const enrollment = page.getByRole('complementary', { name: 'Enrollment' });
  await expect(enrollment).toContainText(PAID_COURSE.price);
  await expect(enrollment).toContainText(PAID_COURSE.originalPrice);
  await expect(page.getByText('Enroll to watch the lessons.')).toBeVisible();
  for (const lesson of PAID_COURSE.lessons) {
    await expect(page.getByRole('heading', { level: 3, name: lesson })).toBeVisible();
  }
  await axe('course details');

  // The demo checkout: a declined payment first, then one that goes through.
  await enrollment.getByRole('button', { name: 'Enroll now' }).click();
  await expect(enrollment.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(enrollment.getByText('Demo payment — no money is charged.')).toBeVisible();
  await expect(enrollment.getByRole('definition').filter({ hasText: PAID_COURSE.price })).toBeVisible();
  await axe('demo checkout');

  await enrollment.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await expect(enrollment.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(coursePage);
  await axe('demo checkout after a declined payment');

  await enrollment.getByRole('button', { name: `Pay ${PAID_COURSE.price} (simulate success)` }).click();

  // The player: every lesson marked complete, whatever its video does.
  await expect(page).toHaveURL(/\/StudentDashboard\/Courses\/\d+\/player(\?lesson=\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: PAID_COURSE.title })).toBeVisible();
  const progress = page.getByRole('complementary', { name: 'Course progress' });
  const total = PAID_COURSE.lessons.length;
  await expect(progress).toContainText(`0% complete · 0 of ${total} lessons`);
  await axe('course player');

  for (const [index, lesson] of PAID_COURSE.lessons.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: lesson })).toBeVisible();
    await expect(page.getByText(`Lesson ${index + 1} of ${total}`)).toBeVisible();
    // A video that cannot load offers a link to open it, not a broken frame.
    await expect(page.getByRole('group', { name: `Video: ${lesson}` })).toContainText(
      'The video could not be loaded here.',
    );
    await expect(page.getByRole('link', { name: 'Open the video in a new tab' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(progress).toContainText(`${index + 1} of ${total} lessons`);
    await expect(progress.getByRole('link', { name: `${index + 1}. ${lesson} (completed)` })).toBeVisible();
    if (index < total - 1) {
      await page.getByRole('link', { name: 'Next lesson' }).click();
    }
  }
  await expect(progress).toContainText(`100% complete · ${total} of ${total} lessons`);
  await expect(page.getByRole('progressbar', { name: `Progress in ${PAID_COURSE.title}` })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  const completion = page.getByText(`Congratulations! You have completed ${PAID_COURSE.title}.`);
  await expect(completion).toBeVisible();
  const readyLine = page.getByText(/Your certificate is ready \(code [^)]+\)/);
  await expect(readyLine).toBeVisible();
  const code = /\(code ([^)]+)\)/.exec((await readyLine.textContent()) ?? '')?.[1] ?? '';
  expect(code).not.toBe('');
  await axe('course player, completed');

  // The certificate: on the certificates page, downloadable as a PDF.
  await page.getByRole('link', { name: 'View your certificate' }).click();
  await expect(page).toHaveURL('/StudentDashboard/Certificates');
  const certificate = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: PAID_COURSE.title }),
  });
  await expect(certificate).toBeVisible();
  await expect(certificate).toContainText(`Awarded to ${student.name}`);
  await expect(certificate).toContainText(`Code ${code}`);
  await axe('certificates');

  const downloadStarted = page.waitForEvent('download');
  await certificate.getByRole('button', { name: `Download PDF: ${PAID_COURSE.title}` }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(certificate.getByRole('alert')).toHaveCount(0);

  // Anyone can check the code, signed out.
  await signOut(page);
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await axe('verify a certificate (form)');
  await page.getByLabel('Certificate code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(`/verify/${encodeURIComponent(code)}`);
  await expect(page.getByRole('status').filter({ hasText: 'This certificate is genuine.' })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details).toContainText(student.name);
  await expect(details).toContainText(PAID_COURSE.title);
  await expect(details).toContainText(code);
  await axe('verify a certificate (result)');

  // A code that was never issued is not vouched for.
  await page.goto('/verify/VID-0000-0000-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('This certificate is genuine.')).toHaveCount(0);
  await axe('verify a certificate (unknown code)');
});

test(
  'an admin creates a course with an image and two lessons, publishes it, and a student finds it',
  FLEET,
  async ({ page, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const title = `Kubernetes in Practice ${Date.now()}`;
    const lessons = [
      {
        title: 'Pods and deployments',
        description: 'Run a container and keep it running.',
        video: 'https://www.youtube.com/watch?v=PziYflu8cB8',
      },
      {
        title: 'Services and ingress',
        description: 'Let traffic find the pods.',
        video: 'https://www.youtube.com/watch?v=T4Z7visMM4E',
      },
    ];

    await signInAsDemo(page, 'admin');
    await axe('admin dashboard');

    // A new course, with a picture.
    await page.goto('/AdminDashboard/AddCourse');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible();
    await axe('add course');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Description', { exact: true })
      .fill('Deploy, scale and observe applications on Kubernetes.');
    await page.getByLabel('Category', { exact: true }).selectOption('Cloud & DevOps');
    await page.getByLabel('Price (₹)', { exact: true }).fill('499');
    await page.getByLabel('Original price (₹)', { exact: true }).fill('1999');
    await page
      .getByLabel('Course image')
      .setInputFiles({ name: 'kubernetes.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await expect(page.getByLabel('Published')).not.toBeChecked();
    await axe('add course, filled in');
    await page.getByRole('button', { name: 'Create course' }).click();

    // The edit page it leads to: the course is a draft with the uploaded picture.
    await expect(page).toHaveURL(/\/AdminDashboard\/EditCourse\/\d+$/);
    await expect(page.getByText('Course created. Add its lessons below.')).toBeVisible();
    const header = page.getByRole('main');
    await expect(header.getByText(title, { exact: true })).toBeVisible();
    await expect(header.getByText('Draft', { exact: true })).toBeVisible();
    const currentImage = page.getByRole('img', { name: 'Current course image' });
    await expect(currentImage).toBeVisible();
    // The picture the admin sees is the one the server stored (1×1), loaded, not a broken link.
    type LoadedImage = { complete: boolean; naturalWidth: number };
    await expect
      .poll(() => currentImage.evaluate((image) => (image as unknown as LoadedImage).naturalWidth))
      .toBe(1);
    await expect(page.getByText('No lessons yet. Add the first one below.')).toBeVisible();
    await axe('edit course');

    // Two lessons.
    for (const [index, lesson] of lessons.entries()) {
      await page.getByLabel('Lesson title').fill(lesson.title);
      await page.getByLabel('Video link').fill(lesson.video);
      await page.getByLabel('Lesson description').fill(lesson.description);
      await page.getByRole('button', { name: 'Add lesson' }).click();
      await expect(
        page.getByRole('heading', { level: 3, name: `${index + 1}. ${lesson.title}` }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `Lessons (${index + 1})` })).toBeVisible();
      await expect(page.getByLabel('Lesson title')).toHaveValue('');
    }
    await axe('edit course with two lessons');

    // Published from the course list.
    await page.goto('/AdminDashboard/CourseList');
    await expect(page.getByRole('heading', { level: 1, name: 'Course List' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(title);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Draft');
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await axe('course list');
    await row.getByRole('checkbox', { name: `Select ${title}` }).check();
    await page.getByRole('button', { name: 'Publish selected' }).click();
    await expect(row).toContainText('Published');
    await expect(row.getByRole('checkbox', { name: `Select ${title}` })).not.toBeChecked();
    await axe('course list after publishing');
    await signOut(page);

    // A student finds it in the catalogue, with its price and lessons.
    await signInAsDemo(page, 'student');
    const courseLink = await findInCatalogue(page, title);
    const card = page.getByRole('listitem').filter({ has: courseLink });
    await expect(card).toContainText('₹499');
    await expect(card).toContainText('₹1,999');
    await expect(card).toContainText('Cloud & DevOps');
    await axe('course catalogue with the new course');
    await courseLink.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const lesson of lessons) {
      await expect(page.getByRole('heading', { level: 3, name: lesson.title })).toBeVisible();
      await expect(page.getByText(lesson.description)).toBeVisible();
    }
    await expect(
      page.getByRole('complementary', { name: 'Enrollment' }).getByRole('button', { name: 'Enroll now' }),
    ).toBeVisible();
    await axe('new course details');
  },
);
