import type { OptionKey } from '@vidya/contract';
import {
  createCollegeStudents,
  createOpenCollegeExam,
  makeQuestion,
  takeExamThroughApi,
  uniqueTitle,
} from './exam-helpers';
import { expect as baseExpect, createApprovedCollege, signInThroughApi, test, uniqueEmail } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
const JOURNEY_TIMEOUT = 300_000;
/** Item analysis needs 10 finished attempts. */
const STUDENTS = 10;
const CORRECT: OptionKey[] = ['a', 'b', 'c'];

/** A student's answers when they get the first `right` questions right and the rest wrong. */
const answersWith =
  (right: number) =>
  (questionText: string): OptionKey => {
    const index = Number(/Q(\d)/.exec(questionText)?.[1] ?? 1) - 1;
    const correct = CORRECT[index] ?? 'a';
    return index < right ? correct : correct === 'd' ? 'a' : 'd';
  };

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
  const title = uniqueTitle('Results Midterm');
  const exam = await createOpenCollegeExam(request, {
    collegeId,
    title,
    duration_minutes: 30,
    results_release: 'manual',
    questions: CORRECT.map((correct, index) => makeQuestion(`Q${index + 1}: pick ${correct}`, correct)),
  });

  // Ten students of the college, approved, who each take it with 0–3 right answers.
  const emails = Array.from({ length: STUDENTS }, (_, index) => uniqueEmail(`results.student${index}`));
  await createCollegeStudents(
    request,
    { id: collegeId, email: college.email },
    emails.map((email, index) => ({ email, fullName: `Student ${String(index).padStart(2, '0')} ${stamp}` })),
  );
  for (const [index, email] of emails.entries())
    await takeExamThroughApi(request, { email, examId: exam.id, answerFor: answersWith(index % 4) });

  // ExamHistory: the exam with its participants and results not yet released.
  await signInThroughApi(page, 'college', college.email);
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
