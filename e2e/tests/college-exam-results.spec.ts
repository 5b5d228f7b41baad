import type { APIRequestContext } from '@playwright/test';
import type { AttemptView, ExamSummary, OptionKey } from '@vidya/contract';
import { makeQuestion, uniqueTitle } from './exam-helpers';
import {
  DEMO_PASSWORD,
  createApprovedCollege,
  createVerifiedStudent,
  demoAdminHeaders,
  expect as baseExpect,
  signIn,
  test,
  uniqueEmail,
} from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 300_000;
/** Item analysis needs 10 finished attempts. */
const STUDENTS = 10;
const CORRECT: OptionKey[] = ['a', 'b', 'c'];

/** HH:MM and YYYY-MM-DD in India Standard Time, the college schedule's zone. */
function indianClock(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

async function bearerFor(request: APIRequestContext, path: string, email: string) {
  const login = await request.post(path, { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
}

/** A student takes the exam through the API: the first `right` questions right, the rest wrong. */
async function takeExam(request: APIRequestContext, email: string, examId: number, right: number) {
  const headers = await bearerFor(request, '/api/auth/login/', email);
  const started = await request.post(`/api/exams/${examId}/attempts/`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()) as AttemptView;
  let seq = 0;
  for (const question of attempt.questions) {
    const index = Number(/Q(\d)/.exec(question.question_text)?.[1] ?? 1) - 1;
    const correct = CORRECT[index] ?? 'a';
    const answer: OptionKey = index < right ? correct : correct === 'd' ? 'a' : 'd';
    seq += 1;
    const saved = await request.put(`/api/exams/attempts/${attempt.id}/answers/`, {
      headers,
      data: { question: question.id, answer, seq },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const submitted = await request.post(`/api/exams/attempts/${attempt.id}/submit/`, { headers });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

test('a college reads its exam history, an exam’s results and a review, releases the results and opens the item analysis', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const stamp = Date.now().toString(36);
  const college = { email: uniqueEmail('results.college'), collegeName: `Results College ${stamp}` };
  const collegeId = await createApprovedCollege(request, college);

  // An exam open now, released by hand, with three questions.
  const start = indianClock(new Date(Date.now() - 5 * 60_000));
  const end = indianClock(new Date(Date.now() + 90 * 60_000));
  const title = uniqueTitle('Results Midterm');
  const created = await request.post('/api/exams/create/', {
    headers: await demoAdminHeaders(request),
    data: {
      title,
      college: collegeId,
      duration_minutes: 30,
      results_release: 'manual',
      is_active: true,
      exam_date: start.date,
      start_time: start.time,
      // Near midnight in India the window ends with the day.
      end_time: end.date === start.date ? end.time : '23:59',
      questions: CORRECT.map((correct, index) => makeQuestion(`Q${index + 1}: pick ${correct}`, correct)),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const exam = (await created.json()) as ExamSummary;

  // Ten students of the college, approved, who each take it with 0–3 right answers.
  const emails = Array.from({ length: STUDENTS }, (_, index) => uniqueEmail(`results.student${index}`));
  for (const [index, email] of emails.entries())
    await createVerifiedStudent(request, {
      email,
      password: DEMO_PASSWORD,
      fullName: `Student ${String(index).padStart(2, '0')} ${stamp}`,
      collegeId,
    });
  const collegeHeaders = await bearerFor(request, '/api/auth/college/login/', college.email);
  const waiting = await request.get('/api/colleges/admin/pending-requests/?page_size=50', {
    headers: collegeHeaders,
  });
  const ids = ((await waiting.json()) as { results: { id: number }[] }).results.map((row) => row.id);
  const approved = await request.post('/api/colleges/admin/bulk-approve-students/', {
    headers: collegeHeaders,
    data: { student_ids: ids },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  for (const [index, email] of emails.entries()) await takeExam(request, email, exam.id, index % 4);

  // ExamHistory: the exam with its participants and results not yet released.
  await signIn(page, 'college', college.email);
  await expect(page).toHaveURL('/CollegeDashboard');
  await page.getByRole('link', { name: 'Exam History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exam History' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Not released');
  await expect(row).toContainText(String(STUDENTS));
  await axe('exam history');

  // Releasing asks first, then says so.
  await row.getByRole('button', { name: `Release the results of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Release the results of ${title}?` });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Release results' }).click();
  await expect(page.getByText(`Results of ${title} released`)).toBeVisible();
  await expect(row).toContainText('Released');

  // ExamDetails: header, results, one student's review and the item analysis.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/CollegeDashboard/ExamDetails/${exam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const results = page.getByRole('table', { name: /Results of every student/ });
  const best = results.getByRole('row', { name: new RegExp(`Student 03 ${stamp}`) });
  await expect(best).toContainText('3 / 3');
  await expect(best).toContainText('Excellent');
  await expect(best).toContainText('Submitted');

  await best.getByRole('button', { name: `Review the answers of Student 03 ${stamp}` }).click();
  const review = page.getByRole('dialog', { name: `Answers of Student 03 ${stamp}` });
  await expect(review.getByText(/\(correct answer\) \(student’s answer\)/).first()).toBeVisible();
  await review.getByRole('button', { name: 'Close' }).click();

  const analysis = page.getByRole('table', { name: 'Item analysis, one row per question' });
  await expect(analysis.getByRole('row')).toHaveCount(CORRECT.length + 1);
  await expect(analysis.getByRole('row', { name: /Q1: pick a/ })).toContainText('A (correct)');
  await axe('exam details');
});
