import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n/i18n';
import { errorReply, stubApi } from '../../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../../test/profiles';
import { renderApp, signedInAs } from '../../../../test/render-app';
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

afterEach(async () => {
  await activateLocale('en');
});

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
    // The rules come from the exam's settings, in the page's language, without the integrity
    // notice the server's English list repeats (it has its own block below).
    const rules = screen.getByRole('region', { name: 'Rules' });
    const items = within(rules).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'You have 20 minutes for 3 questions worth 5 marks; you pass with 50 %.',
    );
    expect(rules).toHaveTextContent('If your connection drops, keep answering');
    expect(rules).toHaveTextContent('You can take this exam 2 times.');
    expect(rules).toHaveTextContent('You see your result and the correct answers as soon as you submit.');
    expect(rules).not.toHaveTextContent('invigilator sees this record');
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

  it('says the rules of a one-device, one-try exam with a closing time and released results', async () => {
    openDetails(
      {},
      makeExamDetail({
        attempts_allowed: 1,
        one_device_per_attempt: true,
        end_time: '2026-12-01T12:00:00.000Z',
        results_release: 'manual',
      }),
    );
    const rules = await screen.findByRole('region', { name: 'Rules' });
    expect(rules).toHaveTextContent('This exam is answered on one device');
    expect(rules).toHaveTextContent('You can take this exam once.');
    expect(rules).toHaveTextContent('The exam closes at its end time');
    expect(rules).toHaveTextContent('the correct answers when your examiner releases them.');
  });

  it('says the rules in Hindi when the student reads in Hindi', async () => {
    await activateLocale('hi');
    openDetails();
    expect(await screen.findByText('आप यह परीक्षा 2 बार दे सकते हैं।')).toBeInTheDocument();
    expect(
      screen.getByText('आपके पास 3 प्रश्नों के लिए 20 मिनट हैं, कुल 5 अंक; उत्तीर्ण होने के लिए 50 % चाहिए।'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You have 20 minutes/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when the exam cannot be started", async () => {
    const { user } = openDetails({
      'POST /api/exams/7/attempts/': () => errorReply(409, 'This exam has closed.', { code: 'exam_closed' }),
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
