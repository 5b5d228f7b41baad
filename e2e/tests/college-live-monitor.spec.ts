import { createCollegeStudents, createOpenCollegeExam, makeQuestion, uniqueTitle } from './exam-helpers';
import {
  expect as baseExpect,
  createApprovedCollege,
  signInThroughApi,
  test,
  uniqueEmail,
  FLEET,
} from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 240_000;
/** The monitor asks every 5 s; give a slow machine a second poll. */
const WITHIN_A_POLL = { timeout: 12_000 };
/** The test screen checks its clock every 30 s (`CLOCK_CHECK_MS`, use-attempt-clock.ts). */
const CLOCK_CHECK_MS = 30_000;

/** The test screen's mm:ss for at most `minutes` left: that minute, or up to two below it. */
function timerAbout(minutes: number): RegExp {
  const whole = Math.floor(minutes);
  const shown = [whole, whole - 1, whole - 2].filter((value) => value >= 0);
  return new RegExp(`^(${shown.map((value) => `${String(value).padStart(2, '0')}:\\d\\d`).join('|')})$`);
}

test(
  'a student takes an exam while the college watches the live monitor update, then gives them 10 extra minutes and their timer follows',
  FLEET,
  async ({ page, browser, request, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const stamp = Date.now().toString(36);
    const college = { email: uniqueEmail('monitor.college'), collegeName: `Monitor College ${stamp}` };
    const collegeId = await createApprovedCollege(request, college);

    // An exam of the college, open now, 30 minutes long, with three questions.
    const title = uniqueTitle('Monitored Quiz');
    const exam = await createOpenCollegeExam(request, {
      collegeId,
      title,
      duration_minutes: 30,
      questions: (['a', 'b', 'c'] as const).map((correct, index) =>
        makeQuestion(`Q${index + 1}: pick ${correct}`, correct),
      ),
    });

    // One student of the college, approved.
    const studentName = `Meera Monitor ${stamp}`;
    const studentEmail = uniqueEmail('monitor.student');
    await createCollegeStudents(request, { id: collegeId, email: college.email }, [
      { email: studentEmail, fullName: studentName },
    ]);

    // The college opens the exam's details: the monitor shows nobody started yet.
    await signInThroughApi(page, 'college', college.email);
    await expect(page).toHaveURL('/CollegeDashboard');
    await page.goto(`/CollegeDashboard/ExamDetails/${exam.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const monitor = page.getByRole('region', { name: 'Live monitor' });
    await expect(monitor.getByText('No student has started this exam yet.')).toBeVisible();
    /** A counter at the top of the monitor, by its label. */
    const figure = (label: string) =>
      monitor.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Can take it')).toHaveText('1');
    await expect(figure('Not started')).toHaveText('1');
    await axe('exam details with the live monitor');

    // The student, in a browser of their own, starts and answers the first question.
    const studentContext = await browser.newContext();
    // Its clock is Playwright's, running as the real one until the journey moves it on.
    await studentContext.clock.install();
    const studentPage = await studentContext.newPage();
    await signInThroughApi(studentPage, 'student', studentEmail);
    await expect(studentPage).toHaveURL('/StudentDashboard');
    await studentPage.goto(`/StudentDashboard/Examination/${exam.slug}`);
    await studentPage.getByRole('button', { name: 'Start exam' }).click();
    await expect(studentPage).toHaveURL(`/StudentDashboard/Examination/${exam.slug}/test`);
    const timer = studentPage.getByRole('timer', { name: 'Time left' });
    // Thirty minutes, unless the exam's window closes sooner (late in the Indian evening it lasts
    // the exam's duration from five minutes ago): the server cuts the deadline at the window's end.
    const startedAt = Date.now();
    const minutesLeft = Math.min(
      30,
      ((exam.end_time ? Date.parse(exam.end_time) : Infinity) - startedAt) / 60_000,
    );
    await expect(timer).toHaveText(timerAbout(minutesLeft));
    await studentPage
      .getByRole('group', { name: /Question 1 of 3/ })
      .getByRole('radio', { name: 'b. Two' })
      .check();
    await expect(studentPage.getByRole('status', { name: 'Answer saving' })).toHaveText('Saved');

    // Without a reload, the monitor's counts and the student's row follow within a poll, and the
    // hidden status region says the new counts.
    const row = monitor.getByRole('row', { name: new RegExp(studentName) });
    await expect(row).toContainText('1 of 3', WITHIN_A_POLL);
    await expect(row).toContainText('In progress');
    await expect(row).not.toContainText('Possibly disconnected');
    await expect(figure('Started')).toHaveText('1');
    await expect(figure('Not started')).toHaveText('0');
    await expect(
      monitor.getByText(
        'Exam progress: 1 started, 1 in progress, 0 submitted, 0 not started, 0 possibly disconnected.',
      ),
    ).toBeAttached();

    // Ten extra minutes for the student: the dialog confirms the new deadline.
    await row.getByRole('button', { name: `Extra time for ${studentName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Extra time for ${studentName}` });
    await dialog.getByRole('spinbutton', { name: 'Extra minutes' }).fill('10');
    await dialog.getByRole('button', { name: 'Give extra time' }).click();
    await expect(dialog).toContainText(`${studentName} now has 10 extra minutes.`);
    await expect(dialog).toContainText('Their exam now ends at');
    await axe('extra time given');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('includes 10 extra minutes', WITHIN_A_POLL);

    // The student's timer follows without a reload, at the screen's next clock check: half a minute
    // passes on its clock at once, so the check comes now. The timer counts on the server's clock
    // again then: about forty minutes left.
    await studentPage.clock.fastForward(CLOCK_CHECK_MS);
    await expect(timer).toHaveText(timerAbout(minutesLeft + 10 - (Date.now() - startedAt) / 60_000));
    await expect(studentPage.getByRole('status', { name: 'Deadline' })).toContainText(
      'Your time has changed: this exam now ends at',
    );
    await studentContext.close();
  },
);
