import { createCollegeExamWithStudent } from './exam-helpers';
import { expect as baseExpect, signInThroughApi, test, FLEET } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 240_000;
/** The monitor and a refused test screen both ask every 5 s; give a slow machine a second poll. */
const WITHIN_A_POLL = { timeout: 15_000 };
const HELD = 'This exam is open on another device.';

test(
  'with one device per attempt, a second browser is refused until the college releases the attempt to it from the live monitor',
  FLEET,
  async ({ page, browser, request, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const { college, exam, student } = await createCollegeExamWithStudent(request, {
      label: 'One Device',
      studentName: 'Dev Onedevice',
      oneDevicePerAttempt: true,
    });
    const { fullName: studentName, email: studentEmail } = student;

    // The student starts the exam on their laptop and answers the first question.
    const laptop = await (await browser.newContext()).newPage();
    await signInThroughApi(laptop, 'student', studentEmail);
    await expect(laptop).toHaveURL('/StudentDashboard');
    await laptop.goto(`/StudentDashboard/Examination/${exam.slug}`);
    await laptop.getByRole('button', { name: 'Start exam' }).click();
    const testPath = `/StudentDashboard/Examination/${exam.slug}/test`;
    await expect(laptop).toHaveURL(testPath);
    await laptop
      .getByRole('group', { name: /Question 1 of 3/ })
      .getByRole('radio', { name: 'b. Two' })
      .check();
    await expect(laptop.getByRole('status', { name: 'Answer saving' })).toHaveText('Saved');

    // The same student opens the exam in a second browser: refused, with no question to answer.
    const phoneContext = await browser.newContext();
    const phone = await phoneContext.newPage();
    await signInThroughApi(phone, 'student', studentEmail);
    await expect(phone).toHaveURL('/StudentDashboard');
    await phone.goto(testPath);
    await expect(phone.getByText(HELD)).toBeVisible();
    await expect(phone.getByText(/Ask your invigilator to release it to this device/)).toBeVisible();
    await expect(phone.getByRole('radio')).toHaveCount(0);

    // The college sees the refusal on the live monitor and releases the attempt to the new device.
    await signInThroughApi(page, 'college', college.email);
    await expect(page).toHaveURL('/CollegeDashboard');
    await page.goto(`/CollegeDashboard/ExamDetails/${exam.id}`);
    const monitor = page.getByRole('region', { name: 'Live monitor' });
    const row = monitor.getByRole('row', { name: new RegExp(studentName) });
    await expect(row).toContainText('Another device was refused', WITHIN_A_POLL);
    const release = row.getByRole('button', { name: `Release ${studentName}'s attempt to a new device` });
    await expect(release).toBeVisible();
    await axe('live monitor with the release action');
    await release.click();
    const dialog = page.getByRole('dialog', { name: `Release ${studentName}'s attempt to a new device?` });
    await expect(dialog).toContainText('The device that has it now can no longer answer.');
    await axe('release confirmation');
    await dialog.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(/Released: waiting for the new device|In progress/, WITHIN_A_POLL);

    // The second browser continues on its own, with the answer saved on the laptop, and can answer.
    const question = phone.getByRole('group', { name: /Question 1 of 3/ });
    await expect(question).toBeVisible(WITHIN_A_POLL);
    await expect(question.getByRole('radio', { name: 'b. Two' })).toBeChecked();
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone
      .getByRole('group', { name: /Question 2 of 3/ })
      .getByRole('radio', { name: 'a. One' })
      .check();
    await expect(phone.getByRole('status', { name: 'Answer saving' })).toHaveText('Saved');
    await expect(row).toContainText('2 of 3', WITHIN_A_POLL);

    // The laptop it was released from is refused at its next answer, or sooner if its activity log
    // reaches the server first: the refusal can take the questions away while the answer is being
    // clicked, so the click may find nothing to click, and what counts is the refusal shown.
    const held = laptop.getByText(HELD);
    const laptopAnswer = laptop
      .getByRole('group', { name: /Question 1 of 3/ })
      .getByRole('radio', { name: 'c. Three' });
    await Promise.race([held.waitFor(), laptopAnswer.click().catch(() => undefined)]);
    await expect(held).toBeVisible();
    await expect(laptop.getByRole('radio')).toHaveCount(0);
    await expect(row).toContainText('2 of 3');
    await phoneContext.close();
    await laptop.context().close();
  },
);
