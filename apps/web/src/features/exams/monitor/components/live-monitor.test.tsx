import {
  EMPTY_INTEGRITY_SUMMARY,
  MONITOR_REFRESH_SECONDS,
  type ExamMonitor,
  type MonitorCounts,
  type MonitorStudent,
} from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { LiveMonitor } from './live-monitor';

const MONITOR_URL = 'GET /api/colleges/admin/exams/5/monitor/';
const NOW = '2026-11-24T10:30:00.000Z';

const student = (overrides: Partial<MonitorStudent>): MonitorStudent => ({
  student: 31,
  student_name: 'Asha Verma',
  roll_number: 'CS-01',
  attempt: 901,
  status: 'in_progress',
  answered: 4,
  started_at: '2026-11-24T10:05:00.000Z',
  last_saved_at: '2026-11-24T10:29:15.000Z',
  deadline: '2026-11-24T10:35:00.000Z',
  extra_minutes: 0,
  possibly_disconnected: false,
  integrity: EMPTY_INTEGRITY_SUMMARY,
  ...overrides,
});

const counts = (overrides: Partial<MonitorCounts> = {}): MonitorCounts => ({
  can_take: 40,
  started: 2,
  in_progress: 2,
  submitted: 0,
  not_started: 38,
  possibly_disconnected: 1,
  away_now: 0,
  ...overrides,
});

const monitor = (overrides: Partial<ExamMonitor> = {}): ExamMonitor => ({
  exam: 5,
  exam_title: 'Data Structures Midterm',
  question_count: 20,
  server_now: NOW,
  counts: counts(),
  students: [
    student({}),
    student({
      student: 32,
      student_name: 'Bilal Khan',
      roll_number: null,
      attempt: 902,
      answered: 0,
      last_saved_at: null,
      extra_minutes: 15,
      deadline: '2026-11-24T10:50:00.000Z',
      possibly_disconnected: true,
    }),
  ],
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

const renderMonitor = () =>
  renderApp({ routes: [{ path: '/', element: <LiveMonitor examId={5} /> }], session: signedInAs('college') });

describe('the live monitor', () => {
  it('shows the counts and each student who started, the possibly disconnected in words', async () => {
    stubApi({ [MONITOR_URL]: () => ({ body: monitor() }) });
    renderMonitor();
    await screen.findByText('Bilal Khan');
    const table = screen.getByRole('table', { name: 'Students who started this exam' });
    const rows = within(table).getAllByRole('row');
    // The student who may need help comes first.
    expect(rows[1]).toHaveTextContent('Bilal Khan');
    expect(rows[1]).toHaveTextContent('0 of 20');
    expect(rows[1]).toHaveTextContent('No answer yet');
    expect(rows[1]).toHaveTextContent('Possibly disconnected');
    expect(rows[1]).toHaveTextContent('includes 15 extra minutes');
    expect(rows[2]).toHaveTextContent('Asha Verma');
    expect(rows[2]).toHaveTextContent('Roll number CS-01');
    expect(rows[2]).toHaveTextContent('4 of 20');
    expect(rows[2]).toHaveTextContent('45 seconds ago');
    expect(rows[2]).not.toHaveTextContent('Possibly disconnected');
    expect(within(rows[2]!).getByRole('button', { name: 'Extra time for Asha Verma' })).toBeVisible();

    const figures = screen.getByText('Can take it').closest('dl')!;
    expect(within(figures).getByText('Not started').nextElementSibling).toHaveTextContent('38');
    expect(within(figures).getByText('Possibly disconnected').nextElementSibling).toHaveTextContent('1');
  });

  it('shows the integrity log in neutral words, and who is away from the exam page now', async () => {
    const away = student({
      integrity: {
        times_away: 2,
        away_ms: 65_000,
        blips: 3,
        disconnections: 1,
        devices: 2,
        away_since: '2026-11-24T10:29:50.000Z',
      },
    });
    stubApi({
      [MONITOR_URL]: () => ({ body: monitor({ students: [away], counts: counts({ away_now: 1 }) }) }),
    });
    renderMonitor();
    await screen.findByText('Asha Verma');
    const table = screen.getByRole('table', { name: 'Students who started this exam' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Away from the exam page now');
    expect(row).toHaveTextContent('Left the exam page 2 times, for 1 min 5 s in all');
    expect(row).toHaveTextContent('3 blips under 2 s');
    expect(row).toHaveTextContent('Disconnected once');
    expect(row).toHaveTextContent('2 devices');
    const figures = screen.getByText('Can take it').closest('dl')!;
    expect(within(figures).getByText('Away from the exam page now').nextElementSibling).toHaveTextContent(
      '1',
    );
  });

  it('reads again every 5 seconds, and its status region speaks only when the counts change', async () => {
    // The test moves the clock from one reading to the next; it also runs on by itself, for the
    // waits of Testing Library.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refreshMs = MONITOR_REFRESH_SECONDS * 1000;
    const replies = [
      monitor(),
      monitor({ server_now: '2026-11-24T10:30:05.000Z' }),
      monitor({ counts: counts({ started: 3, in_progress: 3, not_started: 37 }) }),
    ];
    const { callsTo } = stubApi({ [MONITOR_URL]: () => ({ body: replies.shift() ?? monitor() }) });
    renderMonitor();
    await screen.findByText('Bilal Khan');
    const region = screen.getAllByRole('status').find((element) => element.classList.contains('sr-only'))!;
    expect(region).toBeEmptyDOMElement();

    // Not read again before its time, then read at it (give or take half a second).
    const readAgain = async (times: number) => {
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(callsTo(MONITOR_URL)).toHaveLength(times), { timeout: 500 });
    };
    await vi.advanceTimersByTimeAsync(refreshMs - 1000);
    expect(callsTo(MONITOR_URL)).toHaveLength(1);
    await readAgain(2);
    // The same counts again, as the reply five seconds later shows: nothing to say.
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Asha Verma/ })).toHaveTextContent('50 seconds ago'),
    );
    expect(region).toBeEmptyDOMElement();

    await vi.advanceTimersByTimeAsync(refreshMs - 1000);
    expect(callsTo(MONITOR_URL)).toHaveLength(2);
    await readAgain(3);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        'Exam progress: 3 started, 3 in progress, 0 submitted, 37 not started, 1 possibly disconnected.',
      ),
    );
  });
});

describe('one device per attempt on the live monitor', () => {
  const RELEASE_URL = 'POST /api/colleges/admin/exams/attempts/901/release-device/';
  const oneDevice = (device: MonitorStudent['device']) =>
    monitor({ one_device_per_attempt: true, students: [student({ device })] });

  it('offers the release only on a one-device exam, and says a device was refused', async () => {
    stubApi({ [MONITOR_URL]: () => ({ body: monitor() }) });
    const { unmount } = renderMonitor();
    await screen.findByText('Bilal Khan');
    expect(screen.queryByRole('button', { name: /to a new device/ })).not.toBeInTheDocument();
    unmount();

    stubApi({ [MONITOR_URL]: () => ({ body: oneDevice('refused') }) });
    renderMonitor();
    await screen.findByText('Another device was refused');
    expect(
      screen.getByRole('button', { name: "Release Asha Verma's attempt to a new device" }),
    ).toBeInTheDocument();
  });

  it('asks first, releases, and shows the server’s words when it refuses', async () => {
    const replies = [
      {
        status: 409,
        body: {
          detail: "Asha Verma's attempt is finished: there is nothing to release.",
          code: 'attempt_finished',
        },
      },
      {
        body: {
          attempt: 901,
          student: 31,
          student_name: 'Asha Verma',
          detail: "Asha Verma's attempt will continue on the next device that opens it.",
        },
      },
    ];
    const { callsTo } = stubApi({
      [MONITOR_URL]: () => ({ body: oneDevice(replies.length === 0 ? 'released' : 'held') }),
      [RELEASE_URL]: () => replies.shift() ?? { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderMonitor();
    await user.click(
      await screen.findByRole('button', { name: "Release Asha Verma's attempt to a new device" }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: "Release Asha Verma's attempt to a new device?",
    });
    expect(callsTo(RELEASE_URL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText(/there is nothing to release/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(RELEASE_URL)).toHaveLength(2);
    expect(await screen.findByText('Released: waiting for the new device')).toBeInTheDocument();
  });
});
