import type { SaveAnswerBody } from '@vidya/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n/i18n';
import { stubApi, type FakeReply } from '../../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../../test/profiles';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { getAttemptStorageKey } from '../answer-queue';
import { makeAttempt, makeExamDetail, makeResult, NO_COMPLETIONS } from '../exam-fixtures';

const TEST_PATH = '/StudentDashboard/Examination/7-quantitative-aptitude-mock-test/test';

/** Every save the fake server received, in order (the answer; the integrity log apart). */
let saves: SaveAnswerBody[] = [];
/** Every integrity event the fake server received (issue #22), with saves or alone. */
let sentEvents: unknown[] = [];

function answerPart({ question, answer, seq, marked_for_review, events }: SaveAnswerBody): SaveAnswerBody {
  sentEvents.push(...(events ?? []));
  return { question, answer, seq, marked_for_review };
}

function stubAttempt(overrides: Parameters<typeof stubApi>[0] = {}, attempt = makeAttempt()) {
  saves = [];
  sentEvents = [];
  return stubApi({
    ...PROFILE_ROUTES,
    'GET /api/exams/7/': () => ({ body: makeExamDetail({ status: 'in_progress', open_attempt: 41 }) }),
    'GET /api/exams/attempts/41/': () => ({ body: attempt }),
    'PUT /api/exams/attempts/41/answers/': async (request) => {
      const body = (await request.json()) as SaveAnswerBody;
      saves.push(answerPart(body));
      return { body: { ...body, saved_at: new Date().toISOString() } };
    },
    'GET /api/exams/my-submissions/': () => ({ body: NO_COMPLETIONS }),
    'POST /api/exams/attempts/41/events/': async (request) => {
      sentEvents.push(...((await request.json()) as { events: unknown[] }).events);
      return { body: { kept: 1, coalesced: 0 } };
    },
    ...overrides,
  });
}

const openTest = () => renderApp({ path: TEST_PATH, session: signedInAs('student') });

describe('the exam screen', () => {
  it('saves each choice at once and shows it saved, with the palette following along', async () => {
    stubAttempt();
    const { user } = openTest();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quantitative Aptitude Mock Test' }),
    ).toBeVisible();
    const question = screen.getByRole('group', { name: /Question 1 of 3/ });
    await user.click(within(question).getByRole('radio', { name: 'b. 30' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Answer saving' })).toHaveTextContent('Saved'),
    );
    expect(saves).toEqual([{ question: 101, answer: 'b', seq: 1, marked_for_review: false }]);

    const palette = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(palette).getByRole('button', { name: 'Question 1, answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(palette).getByRole('button', { name: 'Question 2, not visited' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: /Question 2 of 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    expect(screen.getByRole('button', { name: 'Mark for review' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(palette).getByRole('button', { name: 'Question 2, not answered, marked for review' }),
    ).toBeInTheDocument();
  });

  it('queues answers it cannot send, says so, and sends them in order when the browser is back online', async () => {
    let isReachable = false;
    const { callsTo } = stubAttempt({
      'PUT /api/exams/attempts/41/answers/': async (request): Promise<FakeReply> => {
        if (!isReachable) throw new TypeError('Failed to fetch');
        const body = (await request.json()) as SaveAnswerBody;
        saves.push(answerPart(body));
        return { body: { ...body, saved_at: new Date().toISOString() } };
      },
    });
    const { user } = openTest();

    await user.click(await screen.findByRole('radio', { name: 'b. 30' }));
    const status = screen.getByRole('status', { name: 'Answer saving' });
    await waitFor(() =>
      expect(status).toHaveTextContent('Offline — answers will be sent when you reconnect'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'c. 60 km/h' }));
    await user.click(screen.getByRole('radio', { name: 'a. 40 km/h' }));
    expect(status).toHaveTextContent('Offline');
    // The queue survives a reload.
    expect(JSON.parse(window.localStorage.getItem(getAttemptStorageKey(41))!)).toMatchObject({
      seq: 3,
      pending: { 101: { answer: 'b', marked: false, seq: 1 }, 102: { answer: 'a', marked: false, seq: 3 } },
    });

    expect(callsTo('PUT /api/exams/attempts/41/answers/').length).toBeGreaterThan(0);
    isReachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(status).toHaveTextContent('Saved'));
    expect(saves).toEqual([
      { question: 101, answer: 'b', seq: 1, marked_for_review: false },
      { question: 102, answer: 'a', seq: 3, marked_for_review: false },
    ]);
    expect(JSON.parse(window.localStorage.getItem(getAttemptStorageKey(41))!).pending).toEqual({});
  });

  it('moves its timer without a reload when the college gives extra time', async () => {
    const attempt = makeAttempt({}, { secondsLeft: 600 });
    const later = new Date(Date.parse(attempt.deadline) + 10 * 60_000).toISOString();
    const { callsTo } = stubAttempt(
      {
        'GET /api/exams/attempts/41/clock/': () => ({
          body: { attempt: 41, status: 'in_progress', deadline: later, server_now: new Date().toISOString() },
        }),
      },
      attempt,
    );
    openTest();
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
    const deadlineStatus = screen.getByRole('status', { name: 'Deadline' });
    expect(deadlineStatus).toBeEmptyDOMElement();

    // The screen checks its clock every half minute, and at once when the browser is back online.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(deadlineStatus).toHaveTextContent('Your time has changed: this exam now ends at'),
    );
    expect(callsTo('GET /api/exams/attempts/41/clock/')).toHaveLength(1);
    expect(timer.textContent).toMatch(/^(20:00|19:5\d)$/);
  });

  it('resumes from the server and re-sends a newer choice this browser still owed', async () => {
    window.localStorage.setItem(
      getAttemptStorageKey(41),
      JSON.stringify({
        seq: 4,
        pending: { 103: { answer: 'b', seq: 4 } },
        marked: [],
        visited: [101, 102, 103],
      }),
    );
    stubAttempt(
      {},
      makeAttempt({
        answers: [
          {
            question: 101,
            answer: 'b',
            seq: 1,
            marked_for_review: false,
            saved_at: '2026-11-20T10:00:00.000Z',
          },
          {
            question: 103,
            answer: 'a',
            seq: 2,
            marked_for_review: false,
            saved_at: '2026-11-20T10:00:01.000Z',
          },
        ],
      }),
    );
    const { user } = openTest();
    expect(await screen.findByRole('radio', { name: 'b. 30' })).toBeChecked();
    await waitFor(() =>
      expect(saves).toEqual([{ question: 103, answer: 'b', seq: 4, marked_for_review: false }]),
    );
    await user.click(screen.getByRole('button', { name: 'Question 3, answered' }));
    expect(screen.getByRole('radio', { name: 'b. 8' })).toBeChecked();
  });

  describe('switched to Hindi mid-exam', () => {
    afterEach(() => activateLocale('en'));

    it('keeps every answer, flag, question and second, and saves nothing again', async () => {
      const { callsTo } = stubAttempt({
        'PUT /api/auth/language/': () => ({ body: { language: 'hi' } }),
      });
      const { user } = openTest();
      await user.click(await screen.findByRole('radio', { name: 'b. 30' }));
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'Answer saving' })).toHaveTextContent('Saved'),
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Mark for review' }));
      const clock = screen.getByRole('timer', { name: 'Time left' }).textContent;
      const clockReadAt = Date.now();

      await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

      expect(await screen.findByRole('group', { name: /प्रश्न 2 \/ 3/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'समीक्षा के लिए चिह्नित करें' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const palette = screen.getByRole('navigation', { name: 'प्रश्न' });
      expect(
        within(palette).getByRole('button', {
          name: 'प्रश्न 2, उत्तर नहीं दिया गया, समीक्षा के लिए चिह्नित',
        }),
      ).toHaveAttribute('aria-current', 'step');
      // The clock runs on by the time that passed (a second of rounding either side), never reset
      // to the full duration.
      const [minutes = 0, seconds = 0] = (screen.getByRole('timer').textContent ?? '').split(':').map(Number);
      const secondsPassed = Math.ceil((Date.now() - clockReadAt) / 1000);
      const [minutesBefore = 0, secondsBefore = 0] = (clock ?? '').split(':').map(Number);
      expect(minutesBefore * 60 + secondsBefore - (minutes * 60 + seconds)).toBeLessThanOrEqual(
        secondsPassed + 1,
      );
      expect(minutesBefore * 60 + secondsBefore - (minutes * 60 + seconds)).toBeGreaterThanOrEqual(0);

      await user.click(within(palette).getByRole('button', { name: 'प्रश्न 1, उत्तर दिया गया' }));
      expect(screen.getByRole('radio', { name: 'b. 30' })).toBeChecked();
      // The flag was saved once, before the switch; nothing after it.
      expect(saves).toEqual([
        { question: 101, answer: 'b', seq: 1, marked_for_review: false },
        { question: 102, answer: null, seq: 2, marked_for_review: true },
      ]);
      expect(callsTo('PUT /api/auth/language/')).toHaveLength(1);
    });
  });

  it('asks before submitting, naming the unanswered questions, then shows the result', async () => {
    const { callsTo } = stubAttempt({
      'POST /api/exams/attempts/41/submit/': () => ({ body: makeResult() }),
      'GET /api/exams/attempts/41/result/': () => ({ body: makeResult() }),
    });
    const { user, router } = openTest();
    await user.click(await screen.findByRole('radio', { name: 'b. 30' }));

    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the exam?' });
    expect(dialog).toHaveTextContent('You have not answered questions 2 and 3.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST /api/exams/attempts/41/submit/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Submit the exam?' })).getByRole('button', {
        name: 'Submit exam',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/StudentDashboard/Examination/7-quantitative-aptitude-mock-test/results?attempt=41',
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Result: Quantitative Aptitude Mock Test' }),
    ).toBeVisible();
    expect(callsTo('POST /api/exams/attempts/41/submit/')).toHaveLength(1);
  });

  it('puts focus on the first question when it opens, and the keyboard meets the question before Submit', async () => {
    stubAttempt();
    const { user } = openTest();
    const heading = await screen.findByRole('heading', { level: 2, name: /Question 1 of 3/ });
    await waitFor(() => expect(heading).toHaveFocus());

    // The next Tab stop is the first option, not the header's controls or Submit.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'a. 20' })).toHaveFocus();

    // In the page's order Submit comes after the question, its navigation and the palette.
    const tabStops = [...document.querySelectorAll<HTMLElement>('main button, main input, main a[href]')];
    const submitAt = tabStops.indexOf(screen.getByRole('button', { name: 'Submit exam' }));
    expect(submitAt).toBe(tabStops.length - 1);
    expect(tabStops.indexOf(screen.getByRole('radio', { name: 'a. 20' }))).toBeLessThan(submitAt);
    expect(tabStops.indexOf(screen.getByRole('button', { name: 'Next' }))).toBeLessThan(submitAt);

    // Moving on focuses the next question's heading.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: /Question 2 of 3/ })).toHaveFocus();
  });

  it('shows the "Mark for review" flags the server holds, set on another device', async () => {
    stubAttempt(
      {},
      makeAttempt({
        answers: [
          {
            question: 101,
            answer: 'b',
            seq: 1,
            marked_for_review: true,
            saved_at: '2026-11-20T10:00:00.000Z',
          },
          {
            question: 103,
            answer: null,
            seq: 2,
            marked_for_review: true,
            saved_at: '2026-11-20T10:00:01.000Z',
          },
        ],
      }),
    );
    const { user } = openTest();
    expect(await screen.findByRole('button', { name: 'Mark for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const palette = screen.getByRole('navigation', { name: 'Questions' });
    expect(
      within(palette).getByRole('button', { name: 'Question 3, not visited, marked for review' }),
    ).toBeInTheDocument();
    expect(within(palette).getByRole('button', { name: 'Question 2, not visited' })).toBeInTheDocument();

    // Taking a flag away is saved like an answer: the whole question, under the next seq.
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    await waitFor(() =>
      expect(saves).toEqual([{ question: 101, answer: 'b', seq: 3, marked_for_review: false }]),
    );
  });

  it('shows "Exam not found" for a name without an exam id, and for an exam the server does not know', async () => {
    stubAttempt();
    renderApp({ path: '/StudentDashboard/Examination/no-such-exam', session: signedInAs('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your exams' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Examination',
    );
  });
});
