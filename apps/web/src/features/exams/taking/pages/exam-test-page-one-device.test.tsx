import { DEVICE_HELD_DETAIL, type SaveAnswerBody } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../../test/profiles';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { makeAttempt, makeExamDetail, NO_COMPLETIONS } from '../exam-fixtures';

const TEST_PATH = '/StudentDashboard/Examination/7-quantitative-aptitude-mock-test/test';
const ATTEMPT_URL = 'GET /api/exams/attempts/41/';
const SAVE_URL = 'PUT /api/exams/attempts/41/answers/';
const SUBMIT_URL = 'POST /api/exams/attempts/41/submit/';
const HELD = { status: 409, body: { detail: DEVICE_HELD_DETAIL, code: 'device_held' } };

/** A one-device exam (issue #22): `isHeld()` says whether another device holds the attempt now. */
function stubOneDevice(isHeld: { attempt: () => boolean; save: () => boolean }) {
  return stubApi({
    ...PROFILE_ROUTES,
    'GET /api/exams/7/': () => ({ body: makeExamDetail({ status: 'in_progress', open_attempt: 41 }) }),
    [ATTEMPT_URL]: () => (isHeld.attempt() ? HELD : { body: makeAttempt() }),
    [SAVE_URL]: async (request) => {
      if (isHeld.save()) return HELD;
      const body = (await request.json()) as SaveAnswerBody;
      return { body: { ...body, marked_for_review: false, saved_at: new Date().toISOString() } };
    },
    'POST /api/exams/attempts/41/events/': () => (isHeld.save() ? HELD : { body: { kept: 1, coalesced: 0 } }),
    'GET /api/exams/my-submissions/': () => ({ body: NO_COMPLETIONS }),
  });
}

const openTest = () => renderApp({ path: TEST_PATH, session: signedInAs('student') });

describe('the exam screen on a one-device exam', () => {
  it('shows no questions while another device holds the attempt, and continues once it is released', async () => {
    let held = true;
    const { callsTo } = stubOneDevice({ attempt: () => held, save: () => held });
    const { user } = openTest();

    expect(await screen.findByText('This exam is open on another device.')).toBeInTheDocument();
    expect(screen.getByText(/Ask your invigilator to release it to this device/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    // The browser says which it is, so the server can tell devices apart.
    const [first] = callsTo(ATTEMPT_URL);
    expect(new URL(first!.url).searchParams.get('client_id')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    held = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const question = await screen.findByRole('group', { name: /Question 1 of 3/ });
    await user.click(within(question).getByRole('radio', { name: 'b. 30' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Answer saving' })).toHaveTextContent('Saved'),
    );
    expect(callsTo(SUBMIT_URL)).toHaveLength(0);
  });

  it('puts the notice in place of the questions when a save is refused, and never submits', async () => {
    let savesHeld = false;
    const { callsTo } = stubOneDevice({ attempt: () => savesHeld, save: () => savesHeld });
    const { user } = openTest();
    const question = await screen.findByRole('group', { name: /Question 1 of 3/ });

    savesHeld = true;
    await user.click(within(question).getByRole('radio', { name: 'b. 30' }));
    expect(await screen.findByText('This exam is open on another device.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit exam' })).not.toBeInTheDocument();

    // Released back to this device: the questions return and the waiting answer is sent.
    savesHeld = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByRole('group', { name: /Question 1 of 3/ });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Answer saving' })).toHaveTextContent('Saved'),
    );
    expect(callsTo(SUBMIT_URL)).toHaveLength(0);
  });
});
