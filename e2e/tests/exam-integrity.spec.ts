import type { Locator, Page } from '@playwright/test';
import type { ExamSummary } from '@vidya/contract';
import { createCollegeExamWithStudent, createPlatformExam, makeQuestion, uniqueTitle } from './exam-helpers';
import {
  DEMO_PASSWORD,
  createVerifiedStudent,
  expect as baseExpect,
  signInThroughApi,
  test,
  uniqueEmail,
  FLEET,
  WINDOW_FOCUS,
} from './fixtures';

// The exam integrity log in the browser (issue #22, decision 026, docs/exams.md): what the test
// screen records, what the college's live monitor and timeline show of it, and the notice before
// the start. (One device per attempt has its own spec.)

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 240_000;
/** The monitor asks every 5 s; give a slow machine a second poll. */
const WITHIN_A_POLL = { timeout: 12_000 };
/**
 * How long the student stays away from the exam page, and offline: on the student's clock, which
 * the journey moves on that far at once (the browser measures both on it).
 */
const AWAY_MS = 5_000;
const OFFLINE_MS = 10_000;

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Answer saving' });
const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Question ${number} of \\d+`) });

/** The student, signed in on `page`, starts the exam from its rules page. */
async function startExam(page: Page, email: string, exam: ExamSummary) {
  await signInThroughApi(page, 'student', email);
  await expect(page).toHaveURL('/StudentDashboard');
  await page.goto(`/StudentDashboard/Examination/${exam.slug}`);
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page).toHaveURL(`/StudentDashboard/Examination/${exam.slug}/test`);
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
}

/** The college, signed in on `page`, opens the exam's details: the live monitor. */
async function openMonitor(page: Page, email: string, exam: ExamSummary) {
  await signInThroughApi(page, 'college', email);
  await expect(page).toHaveURL('/CollegeDashboard');
  await page.goto(`/CollegeDashboard/ExamDetails/${exam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: exam.title })).toBeVisible();
  return page.getByRole('region', { name: 'Live monitor' });
}

/** The seconds a shown text says, as `pattern`'s first group captures them ("for 5 s", "for 5.2 s"). */
async function secondsIn(locator: Locator, pattern: RegExp): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const found = pattern.exec(text)?.[1];
  expect(found, `a duration matching ${String(pattern)} in "${text}"`).toBeDefined();
  return Number(found);
}

test(
  'a student leaves the exam page for about 5 s: the live monitor shows one absence without a reload, and the timeline lists it',
  { tag: [FLEET.tag, WINDOW_FOCUS.tag] },
  async ({ page, browser, request, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const { college, exam, student } = await createCollegeExamWithStudent(request, {
      label: 'Integrity',
      studentName: 'Tara Away',
    });
    const monitor = await openMonitor(page, college.email, exam);
    await expect(monitor.getByText('No student has started this exam yet.')).toBeVisible();

    // The student, in a browser of their own, with a second tab open (a page of anything) to go to.
    const studentContext = await browser.newContext();
    // Its clock is Playwright's, running as the real one until the journey moves it on.
    await studentContext.clock.install();
    const studentPage = await studentContext.newPage();
    const otherTab = await studentContext.newPage();
    // Headless Chromium never hides a page: bringing another tab (or window) to the front, or
    // minimising the window, leaves `document.visibilityState` at 'visible' (tried on this Chromium).
    // What it does change is focus, once Playwright's focus emulation (which tells every page it has
    // focus) is turned off for the exam page: bringing the other tab to the front then fires a real
    // `blur` on the exam page and bringing it back a real `focus`, with `document.hasFocus()` false
    // while away. That is the same absence to the test screen, whose recorder starts one on whichever
    // of hide or blur comes first (use-integrity-recorder.ts).
    await startExam(studentPage, student.email, exam);
    await question(studentPage, 1).getByRole('radio', { name: 'a. One' }).check();
    await expect(saveStatus(studentPage)).toHaveText('Saved');
    // Turned off once on the exam's page: a navigation to another site's process turns it on again.
    const cdp = await studentContext.newCDPSession(studentPage);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    await studentPage.bringToFront();
    await expect.poll(() => studentPage.evaluate(() => document.hasFocus())).toBe(true);

    // The monitor lists the student, with nothing recorded yet.
    const row = monitor.getByRole('row', { name: new RegExp(student.fullName) });
    await expect(row).toContainText('1 of 3', WITHIN_A_POLL);
    await expect(row).toContainText('Nothing recorded');

    // Away for 5 s in the other tab (on the student's clock, moved on at once), then back.
    const studentNow = () => studentPage.evaluate(() => Date.now());
    const leftAt = await studentNow();
    await otherTab.bringToFront();
    await expect.poll(() => studentPage.evaluate(() => document.hasFocus())).toBe(false);
    await studentPage.clock.fastForward(AWAY_MS);
    await studentPage.bringToFront();
    await expect.poll(() => studentPage.evaluate(() => document.hasFocus())).toBe(true);
    // The absence the browser measured lies within the time the student's clock spent away, and
    // covers the 5 s.
    const spentAway = Math.ceil(((await studentNow()) - leftAt) / 1000);

    // The monitor shows it without a reload: one absence of about 5 s, no blip, no longer away.
    await expect(row).toContainText(/Left the exam page once, for \d+ s/, WITHIN_A_POLL);
    const shown = await secondsIn(row, /Left the exam page once, for (\d+) s/);
    expect(shown).toBeGreaterThanOrEqual(AWAY_MS / 1000);
    expect(shown).toBeLessThanOrEqual(Math.max(AWAY_MS / 1000 + 1, spentAway));
    await expect(row).not.toContainText('blip');
    await expect(row).not.toContainText('Away from the exam page now');
    await axe('live monitor with an absence');

    // The timeline lists the leaving and the return with its duration, in neutral words.
    await row.getByRole('button', { name: `Activity log of ${student.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Activity log of ${student.fullName}` });
    const log = dialog.getByRole('list', { name: 'Activity log' });
    await expect(log.getByRole('listitem').filter({ hasText: 'Started the attempt' })).toHaveCount(1);
    await expect(log.getByRole('listitem').filter({ hasText: 'Left the exam page' })).toHaveCount(1);
    const returned = log.getByRole('listitem').filter({ hasText: 'Came back to the exam page' });
    await expect(returned).toHaveCount(1);
    const measured = await secondsIn(returned, /for (\d+(?:\.\d)?) s/);
    expect(measured).toBeGreaterThanOrEqual(AWAY_MS / 1000);
    expect(measured).toBeLessThanOrEqual(Math.max(AWAY_MS / 1000 + 1, spentAway));
    await expect(dialog).not.toContainText(/cheat|suspicious/i);
    await axe('activity log dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Leaving again, the monitor marks the student as away now, on the server's clock.
    await otherTab.bringToFront();
    await expect(row).toContainText('Away from the exam page now', WITHIN_A_POLL);
    await studentContext.close();
  },
);

test('a student answers two questions through 10 s offline: both answers are saved and the disconnection is on the timeline', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const { college, exam, student } = await createCollegeExamWithStudent(request, {
    label: 'Integrity',
    studentName: 'Omar Offline',
  });
  const studentContext = await browser.newContext();
  // Its clock is Playwright's, running as the real one until the journey moves it on.
  await studentContext.clock.install();
  const studentPage = await studentContext.newPage();
  await startExam(studentPage, student.email, exam);

  // The connection drops; the student answers the first two questions meanwhile.
  await studentContext.setOffline(true);
  await question(studentPage, 1).getByRole('radio', { name: 'a. One' }).check();
  await expect(saveStatus(studentPage)).toHaveText('Offline — answers will be sent when you reconnect');
  await studentPage.getByRole('button', { name: 'Next' }).click();
  await question(studentPage, 2).getByRole('radio', { name: 'b. Two' }).check();
  await expect(studentPage.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await studentPage.clock.fastForward(OFFLINE_MS);
  await studentContext.setOffline(false);
  await expect(saveStatus(studentPage)).toHaveText('Saved');

  // A reload finds both answers on the server.
  await studentPage.reload();
  await expect(question(studentPage, 1).getByRole('radio', { name: 'a. One' })).toBeChecked();
  await studentPage.getByRole('button', { name: 'Question 2, answered' }).click();
  await expect(question(studentPage, 2).getByRole('radio', { name: 'b. Two' })).toBeChecked();

  // The college sees the disconnection on the monitor and on the timeline, with the two answers
  // that waited on the device.
  const monitor = await openMonitor(page, college.email, exam);
  const row = monitor.getByRole('row', { name: new RegExp(student.fullName) });
  await expect(row).toContainText('2 of 3', WITHIN_A_POLL);
  await expect(row).toContainText('Disconnected once');
  await row.getByRole('button', { name: `Activity log of ${student.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Activity log of ${student.fullName}` });
  const offline = dialog
    .getByRole('list', { name: 'Activity log' })
    .getByRole('listitem')
    .filter({ hasText: 'Answers could not reach the server' });
  await expect(offline).toHaveCount(1);
  await expect(offline).toContainText('2 answers waited on the device');
  expect(await secondsIn(offline, /for (\d+(?:\.\d)?) s/)).toBeGreaterThanOrEqual(OFFLINE_MS / 1000);
  await studentContext.close();
});

test('the exam’s rules page says what is recorded before the student starts', async ({
  page,
  request,
  axe,
}) => {
  const exam = await createPlatformExam(request, {
    title: uniqueTitle('Integrity Notice Check'),
    duration_minutes: 15,
    questions: [makeQuestion('How many wheels does a bicycle have?', 'b')],
  });
  const email = uniqueEmail('integrity.notice');
  await createVerifiedStudent(request, { email, password: DEMO_PASSWORD, fullName: 'Neha Notice' });
  await signInThroughApi(page, 'student', email);
  await expect(page).toHaveURL('/StudentDashboard');
  await page.goto(`/StudentDashboard/Examination/${exam.slug}`);
  // The notice has its own block; the rules (in the page's language) no longer repeat it.
  const rules = page.getByRole('region', { name: 'What is recorded during the exam' });
  await expect(rules).toContainText('when you leave the exam page (another tab or app), and for how long');
  await expect(rules).toContainText('Your invigilator sees this record. It does not change your score.');
  await expect(rules).toContainText('Nothing is recorded before you start.');
  await expect(page.getByRole('region', { name: 'Rules' })).not.toContainText('invigilator sees this record');
  // The notice comes before the button that starts the exam, in reading order (the button sits
  // in a column beside the rules on a wide screen).
  const start = page.getByRole('button', { name: 'Start exam' });
  await expect(start).toBeVisible();
  const startButton = await start.elementHandle();
  expect(
    await rules.evaluate(
      (notice, button) => Boolean(notice.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
      startButton,
    ),
  ).toBe(true);
  await axe('exam rules with the integrity notice');
});
