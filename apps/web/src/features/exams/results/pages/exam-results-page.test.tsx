import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../../test/profiles';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeExamDetail, makeResult } from '../../taking/exam-fixtures';

const RESULTS_PATH = '/StudentDashboard/Examination/7-quantitative-aptitude-mock-test/results';

function openResults(
  result = makeResult(),
  exam = makeExamDetail({ status: 'attempted', last_attempt: 41 }),
) {
  const server = stubApi({
    ...PROFILE_ROUTES,
    'GET /api/exams/7/': () => ({ body: exam }),
    'GET /api/exams/attempts/41/result/': () => ({ body: result }),
  });
  renderApp({ path: RESULTS_PATH, session: signedInAs('student') });
  return server;
}

describe('the results page', () => {
  it("shows the exam's last result with the review once results are released", async () => {
    openResults(makeResult({ certificate_code: 'VID-ABCD-EFGH-IJKL' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Result: Quantitative Aptitude Mock Test' }),
    ).toBeVisible();
    const score = screen.getByRole('region', { name: 'Your score' });
    expect(within(score).getByText('Score').nextSibling).toHaveTextContent('4/5');
    expect(within(score).getByText('Percentage').nextSibling).toHaveTextContent('80%');
    expect(within(score).getByText('Time taken').nextSibling).toHaveTextContent('12 min 34 s');
    expect(within(score).getAllByText('Passed').length).toBeGreaterThan(0);
    expect(within(score).getByText('Good')).toBeInTheDocument();

    const review = screen.getByRole('region', { name: 'Review' });
    const items = within(review).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Your answerA. 6 (incorrect)');
    expect(items[1]).toHaveTextContent('Correct answerB. 8');
    expect(items[1]).toHaveTextContent('Explanation: (4 + 8 + 12) / 3 = 8.');

    expect(screen.getByText('VID-ABCD-EFGH-IJKL')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download certificate: Quantitative Aptitude Mock Test' }),
    ).toBeInTheDocument();
  });

  it('says when the answers will be shown while results are not released', async () => {
    openResults(
      makeResult({
        is_released: false,
        review: null,
        passed: false,
        badge: 'weak',
        score: 1,
        percentage: 20,
      }),
      makeExamDetail({
        status: 'attempted',
        last_attempt: 41,
        results_release: 'after_window',
        end_time: '2026-11-30T12:30:00.000Z',
      }),
    );
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent(
      'The correct answers will be shown here after the exam closes, on 30 Nov 2026, 6:00 pm IST.',
    );
    expect(within(review).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Download certificate/ })).not.toBeInTheDocument();
  });
});
