import { readFile } from 'node:fs/promises';
import {
  DEMO_PASSWORD,
  LOGIN_URLS,
  createApprovedCollege,
  createVerifiedStudent,
  expect as baseExpect,
  loginHeading,
  signInAsDemo,
  signInThroughApi,
  test,
  uniqueEmail,
  FLEET,
} from './fixtures';

// Each journey signs up its own students (and colleges): suspending, approving or deleting a
// seeded student would change what other journeys of the same run expect of them.
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 180_000;

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test(
  'an admin suspends a student with a reason, and the student, signed in elsewhere, is sent to the login page',
  FLEET,
  async ({ page, browser, request, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const email = uniqueEmail('suspended.student');
    const name = 'Ishaan Kapoor';
    await createVerifiedStudent(request, { email, password: DEMO_PASSWORD, fullName: name });

    const student = await (await browser.newContext()).newPage();
    await signInThroughApi(student, 'student', email);
    await expect(student).toHaveURL('/StudentDashboard');
    await expect(student.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();

    await signInAsDemo(page, 'admin', { path: '/AdminDashboard/StudentManagement' });
    await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name }).click();

    await expect(page).toHaveURL(/\/AdminDashboard\/StudentManagement\/Details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await axe('student details');
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend this student?' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(dialog.getByText('Give the reason for the suspension.')).toBeVisible();
    await axe('suspension dialog');
    await reason.fill('Shared the answers of a live exam in a public group.');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();

    await expect(page.getByText(`${name} is suspended and has been signed out everywhere.`)).toBeVisible();
    const account = page.getByRole('region', { name: 'Account status' });
    await expect(account).toContainText('Suspended');
    await expect(account).toContainText('Shared the answers of a live exam in a public group.');
    await expect(
      page.getByRole('region', { name: 'History' }).getByRole('row', { name: /Suspended the student/ }),
    ).toContainText('Shared the answers of a live exam in a public group.');
    await expect(page.getByRole('button', { name: 'Lift suspension' })).toBeVisible();

    // The student's next step needs the API, which refuses their token now: back to the login page.
    await student.getByRole('navigation').getByRole('link', { name: 'Certificates' }).first().click();
    await expect(student).toHaveURL(LOGIN_URLS.student);
    await expect(loginHeading(student, 'student')).toBeVisible();
    await student.context().close();
  },
);

test('an admin filters students by college, exports the view and gets only those students', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const tag = uniqueTag();
  const collegeName = `Kaveri College ${tag}`;
  const collegeId = await createApprovedCollege(request, { email: uniqueEmail('kaveri'), collegeName });
  const atCollege = [
    { email: uniqueEmail(`kaveri.${tag}`), fullName: 'Meenakshi Pillai' },
    { email: uniqueEmail(`kaveri.${tag}`), fullName: 'Arjun Menon' },
  ];
  const platform = { email: uniqueEmail(`kaveri.${tag}`), fullName: 'Tanvi Desai' };
  for (const student of atCollege)
    await createVerifiedStudent(request, { ...student, password: DEMO_PASSWORD, collegeId });
  await createVerifiedStudent(request, { ...platform, password: DEMO_PASSWORD });

  await signInAsDemo(page, 'admin', { path: `/AdminDashboard/StudentManagement?search=${tag}` });
  const rows = page.getByRole('table', { name: /^Student Management, page 1 of 1/ }).getByRole('row');
  await expect(rows).toHaveCount(4);

  await page.getByRole('tab', { name: 'College' }).click();
  await page.getByRole('combobox', { name: 'College', exact: true }).selectOption({ label: collegeName });
  await expect(page).toHaveURL(new RegExp(`tab=college.*college=${collegeId}`));
  await expect(rows).toHaveCount(3);
  for (const { fullName } of atCollege)
    await expect(page.getByRole('row', { name: new RegExp(fullName) })).toContainText(collegeName);
  await expect(page.getByRole('row', { name: new RegExp(platform.fullName) })).toHaveCount(0);
  await axe('students filtered by college');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^students.*\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('full_name');
  expect(lines).toHaveLength(3);
  for (const { email } of atCollege) expect(csv).toContain(email);
  expect(csv).not.toContain(platform.email);

  // CollegeRegisteredStudents counts them, and leads to the same view.
  await page.goto(`/AdminDashboard/CollegeRegisteredStudents?search=${encodeURIComponent(collegeName)}`);
  const countRow = page.getByRole('row', { name: new RegExp(collegeName) });
  await expect(countRow.getByRole('cell')).toHaveText([collegeName, '2', '0', '2']);
  await axe('students per college');
  await countRow.getByRole('link', { name: `Students of ${collegeName}` }).click();
  await expect(page).toHaveURL(`/AdminDashboard/StudentManagement?tab=college&college=${collegeId}`);
  await expect(
    page.getByRole('table', { name: /^Student Management, page 1 of 1/ }).getByRole('row'),
  ).toHaveCount(3);
});

test('an admin approves students for their college together in Exam Approvals', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const tag = uniqueTag();
  const collegeName = `Yamuna College ${tag}`;
  const collegeId = await createApprovedCollege(request, { email: uniqueEmail('yamuna'), collegeName });
  const students = [
    { email: uniqueEmail(`yamuna.${tag}`), fullName: 'Rohan Bhatt' },
    { email: uniqueEmail(`yamuna.${tag}`), fullName: 'Sneha Kulkarni' },
  ];
  for (const student of students)
    await createVerifiedStudent(request, { ...student, password: DEMO_PASSWORD, collegeId });

  await signInAsDemo(page, 'admin', { path: '/AdminDashboard/StudentManagement/ExamApprovals' });
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Approvals' })).toBeVisible();
  await page.getByRole('combobox', { name: 'College', exact: true }).selectOption({ label: collegeName });
  const table = page.getByRole('table', { name: /^Students awaiting their college's approval, page 1 of 1/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await axe('exam approvals');

  for (const { fullName } of students)
    await page.getByRole('checkbox', { name: `Select ${fullName}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve for their college' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 2 students?' });
  await expect(dialog).toContainText('The 2 selected students will be approved');
  await axe('bulk approval confirmation');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('2 students approved for their colleges.')).toBeVisible();
  await expect(page.getByText('No student awaiting approval matches these filters.')).toBeVisible();
  await expect(page.getByText('No student selected')).toBeVisible();

  await page.goto(`/AdminDashboard/StudentManagement?tab=college&college=${collegeId}`);
  for (const { fullName } of students)
    await expect(page.getByRole('row', { name: new RegExp(fullName) })).toContainText('Approved');
});

test('an admin deletes a student from their details after confirming', async ({ page, request, axe }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const email = uniqueEmail('deleted.student');
  const name = 'Farhan Qureshi';
  await createVerifiedStudent(request, { email, password: DEMO_PASSWORD, fullName: name });

  await signInAsDemo(page, 'admin', {
    path: `/AdminDashboard/StudentManagement?search=${encodeURIComponent(email)}`,
  });
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Delete student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this student?' });
  await expect(dialog).toContainText(`“${name}” will be deleted`);
  await expect(dialog).toContainText('certificates already issued stay verifiable');
  await axe('deletion confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL('/AdminDashboard/StudentManagement');
  await expect(page.getByText('Student deleted successfully.')).toBeVisible();
  const login = await request.post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(false);
});

test('every student page passes axe', async ({ page, axe }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await signInAsDemo(page, 'admin');
  const pages = [
    ['/AdminDashboard/StudentSection', 'Students'],
    ['/AdminDashboard/StudentManagement', 'Student Management'],
    ['/AdminDashboard/StudentManagement/AllStudents', 'All Students'],
    ['/AdminDashboard/StudentManagement/PlatformStudents', 'Platform Students'],
    ['/AdminDashboard/StudentManagement/CollegeStudents', 'College Students'],
    ['/AdminDashboard/StudentManagement/ExamApprovals', 'Exam Approvals'],
    ['/AdminDashboard/CollegeRegisteredStudents', 'College Registered Students'],
  ] as const;
  for (const [url, title] of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await axe(title);
  }
  // The overview's figures, and a seeded student's details from the list.
  await page.goto('/AdminDashboard/StudentSection');
  await expect(page.getByRole('region', { name: 'Students at a glance' })).not.toContainText('—');
  await page.goto('/AdminDashboard/StudentManagement/CollegeStudents');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await axe('seeded student details');
  await page.goto('/AdminDashboard/StudentManagement/Details/999999');
  await expect(page.getByText('Student not found')).toBeVisible();
  await axe('student not found');
});
