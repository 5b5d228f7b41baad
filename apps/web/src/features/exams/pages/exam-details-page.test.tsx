import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubApi } from '../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../test/profiles';
import { renderApp, signedInAs } from '../../../test/render-app';
import { makeAttempt, makeExamDetail, NO_COMPLETIONS } from '../exam-fixtures';

const DETAILS_PATH = '/StudentDashboard/Examination/7-quantitative-aptitude-mock-test';

function openDetails(overrides: Parameters<typeof stubApi>[0] = {}, exam = makeExamDetail()) {
  const server = stubApi({
    ...PROFILE_ROUTES,
    'GET /api/exams/7/': () => ({ body: exam }),
    'GET /api/exams/my-submissions/': () => ({ body: NO_COMPLETIONS }),
    ...overrides,
  });
  return { ...server, ...renderApp({ path: DETAILS_PATH, session: signedInAs('student') }) };
}

describe('the exam details page', () => {
  it('shows the rules, the standing and starts the exam', async () => {
    let hasStarted = false;
    const { user, router, callsTo } = openDetails({
      'GET /api/exams/7/': () => ({
        body: makeExamDetail(hasStarted ? { status: 'in_progress', open_attempt: 41 } : {}),
      }),
      'POST /api/exams/7/attempts/': () => {
        hasStarted = true;
        return { status: 201, body: makeAttempt() };
      },
      'GET /api/exams/attempts/41/': () => ({ body: makeAttempt() }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quantitative Aptitude Mock Test' }),
    ).toBeVisible();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getAllByRole('listitem')).toHaveLength(2);
    expect(rules).toHaveTextContent('If your connection drops, keep answering');
    // The integrity log's notice (issue #22), its own block before the start.
    const notice = screen.getByRole('region', { name: 'What is recorded during the exam' });
    expect(notice).toHaveTextContent('when you leave the exam page (another tab or app), and for how long');
    expect(notice).toHaveTextContent('Your invigilator sees this record. It does not change your score.');
    expect(within(notice).queryByText(/copy or paste/)).not.toBeInTheDocument();
    expect(screen.getByText('Attempts left').nextSibling).toHaveTextContent('2 of 2');
    expect(screen.getByText('Pass mark').nextSibling).toHaveTextContent('50%');
    expect(screen.getByText('Duration').nextSibling).toHaveTextContent('20 minutes');

    await user.click(screen.getByRole('button', { name: 'Start exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${DETAILS_PATH}/test`));
    expect(callsTo('POST /api/exams/7/attempts/')).toHaveLength(1);
    expect(await screen.findByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    // After "Start exam" the keyboard is at the first question (issue #17).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /Question 1 of 3/ })).toHaveFocus(),
    );
  });

  it("shows the server's reason when the exam cannot be started", async () => {
    const { user } = openDetails({
      'POST /api/exams/7/attempts/': () => errorReply(409, 'This exam has closed.', { code: 'conflict' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This exam has closed.');
  });

  it('offers the result of the last attempt and says when no attempt is left', async () => {
    openDetails({}, makeExamDetail({ status: 'attempted', attempts_left: 0, last_attempt: 40 }));
    expect(await screen.findByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      `${DETAILS_PATH}/results?attempt=40`,
    );
    expect(screen.queryByRole('button', { name: 'Start exam' })).not.toBeInTheDocument();
    expect(screen.getByText('You have used every attempt of this exam.')).toBeInTheDocument();
  });

  it('says the exam was not found when the server does not know it', async () => {
    openDetails({ 'GET /api/exams/7/': () => errorReply(404, 'Exam not found.', { code: 'not_found' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam not found' })).toBeVisible();
    expect(screen.getByText('Exam not found.')).toBeInTheDocument();
  });
});
