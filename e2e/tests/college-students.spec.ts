import {
  DEMO,
  DEMO_PASSWORD,
  createVerifiedStudent,
  expect as baseExpect,
  signInAsDemo,
  signInThroughApi,
  test,
  uniqueEmail,
  FLEET,
} from './fixtures';

// Each journey signs up its own student: the demo college's seeded students are other journeys'.
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 180_000;
/** The demo college's exam open today (the seed's), which its approved students see. */
const COLLEGE_EXAM = 'Data Structures Unit Test';
const NO_COLLEGE_EXAMS = /No college exams for you yet/;

const uniqueName = () => `Ishaan ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test(
  'a college approves a waiting student, who then sees its exam, and later unlinks them',
  FLEET,
  async ({ page, browser, request, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const colleges = await request.get(`/api/colleges/search/?q=${encodeURIComponent('Sunrise')}`);
    expect(colleges.ok()).toBe(true);
    const sunrise = ((await colleges.json()) as { id: number; college_name: string }[]).find(
      (college) => college.college_name === DEMO.college.name,
    );
    expect(sunrise).toBeDefined();
    const email = uniqueEmail('college.request');
    const name = uniqueName();
    await createVerifiedStudent(request, {
      email,
      password: DEMO_PASSWORD,
      fullName: name,
      collegeId: sunrise!.id,
    });

    // The student, waiting: the college's exam is not theirs yet.
    const student = await (await browser.newContext()).newPage();
    await signInThroughApi(student, 'student', email);
    await expect(student).toHaveURL('/StudentDashboard');
    await student.goto('/StudentDashboard/Examination');
    await expect(student.getByRole('heading', { level: 1, name: 'Examination' })).toBeVisible();
    // Not approved yet: the page opens on the platform's exams; the college tab has none for them.
    await expect(student.getByRole('tab', { name: 'Platform exams' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await student.getByRole('tab', { name: 'College exams' }).click();
    await expect(student).toHaveURL('/StudentDashboard/Examination?tab=college');
    await expect(student.getByText(NO_COLLEGE_EXAMS)).toBeVisible();
    await expect(student.getByText(COLLEGE_EXAM)).toHaveCount(0);

    // The college finds the request and approves it.
    await signInAsDemo(page, 'college');
    await page.getByRole('link', { name: 'Student Requests', exact: true }).click();
    await expect(page).toHaveURL('/CollegeDashboard/CollegeStudents');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Requests' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(`  ${name}  `);
    await expect(page).toHaveURL(/search=Ishaan/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await axe('student requests');
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    const approval = page.getByRole('dialog', { name: 'Approve this student?' });
    await expect(approval).toContainText(`“${name}” will join your college's students`);
    await axe('approval confirmation');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${name} is approved and can now take your college's exams.`)).toBeVisible();
    await expect(page.getByText('No request matches this search.')).toBeVisible();

    // The student now sees the college's exam.
    await student.reload();
    await expect(student.getByText(COLLEGE_EXAM).first()).toBeVisible();

    // The college sees them among its students, and unlinks them.
    await page.getByRole('link', { name: 'All Students', exact: true }).click();
    await expect(page).toHaveURL('/CollegeDashboard/AllStudent');
    await expect(page.getByRole('heading', { level: 1, name: 'All Students' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page).toHaveURL(/search=Ishaan/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await axe('all students');
    await row.getByRole('button', { name: `Unlink ${name}` }).click();
    const unlinking = page.getByRole('dialog', { name: 'Unlink this student?' });
    await expect(unlinking).toContainText('Their past results stay with them.');
    await axe('unlink confirmation');
    await unlinking.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText(`${name} is unlinked from your college.`)).toBeVisible();
    await expect(page.getByText('No student matches this search.')).toBeVisible();

    await student.reload();
    await expect(student.getByText(NO_COLLEGE_EXAMS)).toBeVisible();
    await expect(student.getByText(COLLEGE_EXAM)).toHaveCount(0);
  },
);
