import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { QUESTION_IMPORT_COLUMNS, type OptionKey } from '@vidya/contract';
import {
  approveWaitingStudents,
  bearerFor,
  indianClock,
  takeExamThroughApi,
  uniqueTitle,
} from './exam-helpers';
import {
  DEMO_PASSWORD,
  createApprovedCollege,
  createVerifiedStudent,
  expect as baseExpect,
  signInThroughApi,
  test,
  uniqueEmail,
  FLEET,
} from './fixtures';

// Issue #14's exam day from start to end, in one run: what each piece's own journey proves
// separately (college-exams, college-live-monitor, college-exam-results) must also hold together.
const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 420_000;
/** The monitor asks every 5 s; give a slow machine a second poll. */
const WITHIN_A_POLL = { timeout: 12_000 };

/** The exam's questions as the college's file has them, with the option each one expects. */
const QUESTIONS = [
  { text: 'What is the SI unit of force?', options: ['Joule', 'Newton', 'Watt', 'Pascal'], correct: 'b' },
  { text: 'Which quantity is a vector?', options: ['Mass', 'Speed', 'Velocity', 'Time'], correct: 'c' },
  {
    text: 'Which of these is a unit of energy?',
    options: ['Joule', 'Newton', 'Metre', 'Kelvin'],
    correct: 'a',
  },
] as const satisfies readonly { text: string; options: readonly string[]; correct: OptionKey }[];

const csvRow = (cells: (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');

async function writeQuestionsCsv() {
  const folder = await mkdtemp(join(tmpdir(), 'vidya-exam-day-'));
  const path = join(folder, 'physics-quiz.csv');
  const rows = QUESTIONS.map(({ text, options, correct }) => csvRow([text, ...options, correct, 1, '']));
  await writeFile(path, [QUESTION_IMPORT_COLUMNS.join(','), ...rows].join('\n'));
  return path;
}

/** An answer that gets the first `right` questions of the file right and the others wrong. */
const answering =
  (right: number) =>
  (questionText: string): OptionKey => {
    const index = QUESTIONS.findIndex((question) => question.text === questionText);
    expect(index, `a question of the file: ${questionText}`).toBeGreaterThanOrEqual(0);
    return index < right ? QUESTIONS[index]!.correct : 'd';
  };

test(
  'a college’s exam day: it creates an exam with imported questions, watches a student take it live, releases the results and reads them, and the student sees theirs',
  FLEET,
  async ({ page, browser, request, axe }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const stamp = Date.now().toString(36);

    // Not the point of the journey, so set up through the API: a college an admin approved (on
    // the default plan) and three students it approved.
    const college = { email: uniqueEmail('examday.college'), collegeName: `Exam Day College ${stamp}` };
    const collegeId = await createApprovedCollege(request, college);
    const students = ['Anika Rao', 'Dev Malhotra', 'Sara Thomas'].map((name) => ({
      name: `${name} ${stamp}`,
      email: uniqueEmail('examday.student'),
    }));
    for (const student of students)
      await createVerifiedStudent(request, {
        email: student.email,
        password: DEMO_PASSWORD,
        fullName: student.name,
        collegeId,
      });
    const collegeHeaders = await bearerFor(request, '/api/auth/college/login/', college.email);
    await approveWaitingStudents(request, collegeHeaders);
    const [taker, ...others] = students;

    // The college signs in and creates the exam: today, starting now, results released by hand.
    await signInThroughApi(page, 'college', college.email);
    await expect(page).toHaveURL('/CollegeDashboard');
    await page.getByRole('link', { name: 'Create Exam', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Exam' })).toBeVisible();
    await axe('create exam');
    const title = uniqueTitle('Physics Quiz');
    const now = indianClock(new Date());
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('30');
    await page.getByRole('combobox', { name: 'Results' }).selectOption('manual');
    await page.getByLabel('Exam date').fill(now.date);
    await page.getByLabel('Start time').fill(now.time);
    await page.getByRole('button', { name: 'Create exam' }).click();
    await expect(page).toHaveURL(/\/CollegeDashboard\/ExamQuestions\/\d+$/);
    await expect(page.getByText(`“${title}” was created.`, { exact: false })).toBeVisible();
    const examId = Number(/(\d+)$/.exec(page.url())?.[1]);

    // Its questions come from a CSV: checked, previewed, then imported.
    await page.getByLabel('Questions file').setInputFiles(await writeQuestionsCsv());
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('3 questions ready to import.', { exact: false })).toBeVisible();
    const preview = page.getByRole('table', { name: 'Questions found in the file' });
    for (const question of QUESTIONS) await expect(preview).toContainText(question.text);
    await axe('import checked');
    await page.getByRole('button', { name: 'Import 3 questions' }).click();
    await expect(page.getByText('3 questions were imported.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions (3, 3 marks)' })).toBeVisible();

    // Activated, it is on for the college's students, and ScheduledExams lists it as running.
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('The exam is scheduled', { exact: false })).toBeVisible();
    await axe('exam questions, scheduled');
    await page.getByRole('link', { name: 'Scheduled Exams', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Exams' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    const scheduled = page.getByRole('row').filter({ hasText: title });
    await expect(scheduled).toContainText('Running');
    await expect(scheduled).toContainText('3 questions');
    await axe('scheduled exams');

    // Its details page watches it live: three students can take it, none has started.
    await scheduled.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(`/CollegeDashboard/ExamDetails/${examId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const monitor = page.getByRole('region', { name: 'Live monitor' });
    await expect(monitor.getByText('No student has started this exam yet.')).toBeVisible();
    /** A counter at the top of the monitor, by its label. */
    const figure = (label: string): Locator =>
      monitor.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Can take it')).toHaveText('3');
    await expect(figure('Not started')).toHaveText('3');
    await axe('exam details, live monitor');

    // A student, in a browser of their own, finds the exam among their college's and starts it.
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signInThroughApi(student, 'student', taker!.email);
    await expect(student).toHaveURL('/StudentDashboard');
    await student.getByRole('link', { name: 'Examination', exact: true }).click();
    await expect(student.getByRole('heading', { level: 1, name: 'Examination' })).toBeVisible();
    await student.getByRole('tab', { name: 'College exams' }).click();
    await student.getByRole('link', { name: `Details: ${title}` }).click();
    await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await student.getByRole('button', { name: 'Start exam' }).click();
    await expect(student).toHaveURL(/\/StudentDashboard\/Examination\/[^/]+\/test$/);
    const saveStatus = student.getByRole('status', { name: 'Answer saving' });
    const question = (number: number) =>
      student.getByRole('group', { name: new RegExp(`^Question ${number} of 3`) });
    await question(1).getByRole('radio', { name: 'b. Newton' }).check();
    await expect(saveStatus).toHaveText('Saved');

    // Without a reload, the college sees them in progress with one answer saved.
    const takerRow = monitor.getByRole('row', { name: new RegExp(taker!.name) });
    await expect(takerRow).toContainText('1 of 3', WITHIN_A_POLL);
    await expect(takerRow).toContainText('In progress');
    await expect(figure('In progress')).toHaveText('1');
    await expect(figure('Not started')).toHaveText('2');

    // The student answers the rest and submits; the result waits for the college's release.
    await student.getByRole('button', { name: 'Next' }).click();
    await question(2).getByRole('radio', { name: 'c. Velocity' }).check();
    await expect(saveStatus).toHaveText('Saved');
    await student.getByRole('button', { name: 'Next' }).click();
    await question(3).getByRole('radio', { name: 'a. Joule' }).check();
    await expect(saveStatus).toHaveText('Saved');
    await student.getByRole('button', { name: 'Submit exam' }).click();
    const submit = student.getByRole('dialog', { name: 'Submit the exam?' });
    await expect(submit).toContainText('You have answered every question.');
    await submit.getByRole('button', { name: 'Submit exam' }).click();
    await expect(student).toHaveURL(/\/StudentDashboard\/Examination\/[^/]+\/results\?attempt=\d+$/);
    await expect(student.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
    await expect(
      student.getByText('The correct answers will be shown here once your examiner releases the results.'),
    ).toBeVisible();

    // …and the monitor follows: submitted.
    await expect(takerRow).toContainText('Submitted', WITHIN_A_POLL);
    await expect(figure('Submitted')).toHaveText('1');
    await expect(figure('In progress')).toHaveText('0');

    // Nine more finished attempts, through the API, so the results mean something: the two other
    // students and seven more the college approves, with 0–3 right answers each.
    const latecomers = Array.from({ length: 7 }, (_, index) => ({
      name: `Student ${String(index).padStart(2, '0')} ${stamp}`,
      email: uniqueEmail('examday.latecomer'),
    }));
    for (const latecomer of latecomers)
      await createVerifiedStudent(request, {
        email: latecomer.email,
        password: DEMO_PASSWORD,
        fullName: latecomer.name,
        collegeId,
      });
    await approveWaitingStudents(request, collegeHeaders);
    for (const [index, { email }] of [...others, ...latecomers].entries())
      await takeExamThroughApi(request, { email, examId, answerFor: answering(index % 4) });
    await expect(figure('Submitted')).toHaveText('10', WITHIN_A_POLL);

    // ExamHistory: ten took it, and the results wait for release, which asks first.
    await page.getByRole('link', { name: 'Exam History', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exam History' })).toBeVisible();
    const held = page.getByRole('row', { name: new RegExp(title) });
    await expect(held).toContainText('Not released');
    await expect(held).toContainText('10');
    await axe('exam history');
    await held.getByRole('button', { name: `Release the results of ${title}` }).click();
    const release = page.getByRole('dialog', { name: `Release the results of ${title}?` });
    await expect(release).toContainText('cannot be undone');
    await axe('release confirmation');
    await release.getByRole('button', { name: 'Release results' }).click();
    await expect(page.getByText(`Results of ${title} released`)).toBeVisible();
    await expect(held).toContainText('Released');

    // ExamDetails: every student's result, one student's answers, and the item analysis.
    await held.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/CollegeDashboard/ExamDetails/${examId}`);
    await expect(page.getByText('Released: students see their reviews.')).toBeVisible();
    const roster = page.getByRole('table', { name: /Results of every student/ });
    await expect(roster.getByRole('row', { name: /Submitted/ })).toHaveCount(10);
    const takerResult = roster.getByRole('row', { name: new RegExp(taker!.name) });
    await expect(takerResult).toContainText('3 / 3');
    await expect(takerResult).toContainText('Excellent');
    await takerResult.getByRole('button', { name: `Review the answers of ${taker!.name}` }).click();
    const review = page.getByRole('dialog', { name: `Answers of ${taker!.name}` });
    await expect(review).toContainText(QUESTIONS[0].text);
    await expect(review.getByText(/\(correct answer\) \(student’s answer\)/)).toHaveCount(3);
    await axe('a student’s answers');
    await review.getByRole('button', { name: 'Close' }).click();
    const analysis = page.getByRole('table', { name: 'Item analysis, one row per question' });
    await expect(analysis.getByRole('row')).toHaveCount(QUESTIONS.length + 1);
    await expect(analysis.getByRole('row', { name: new RegExp(QUESTIONS[0].text) })).toContainText(
      'B (correct)',
    );
    await axe('exam details, results');

    // The student comes back later, finds the released result among theirs, now with the correct
    // answers.
    await student.goto('/StudentDashboard');
    await student.getByRole('link', { name: 'Examination', exact: true }).click();
    await expect(student.getByRole('heading', { level: 1, name: 'Examination' })).toBeVisible();
    const mine = student.getByRole('table', { name: 'Your exam results' });
    await expect(mine.getByRole('row', { name: new RegExp(title) })).toContainText('3/3');
    await mine.getByRole('link', { name: title }).click();
    await expect(student.getByRole('heading', { level: 1, name: `Result: ${title}` })).toBeVisible();
    await expect(student.getByRole('region', { name: 'Your score' })).toContainText('Excellent');
    const answers = student.getByRole('region', { name: 'Review' }).getByRole('listitem');
    await expect(answers).toHaveCount(3);
    await expect(answers.first()).toContainText('Newton');
    await studentContext.close();
  },
);
