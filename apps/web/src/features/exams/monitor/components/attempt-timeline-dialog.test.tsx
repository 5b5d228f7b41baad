import type { AttemptTimeline } from '@vidya/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fake-server';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { AttemptTimelineDialog } from './attempt-timeline-dialog';

const timeline: AttemptTimeline = {
  attempt: 901,
  exam: 5,
  exam_title: 'Aptitude',
  student: 31,
  student_name: 'Asha Verma',
  status: 'in_progress',
  summary: { times_away: 1, away_ms: 42_000, blips: 0, disconnections: 0, devices: 2, away_since: null },
  events_coalesced: 0,
  events: [
    {
      id: 1,
      kind: 'started',
      client_at: null,
      received_at: '2026-11-24T10:05:00.000Z',
      duration_ms: null,
      detail: null,
      answered_since: 0,
    },
    {
      id: 2,
      kind: 'returned',
      client_at: '2026-11-24T10:10:42.000Z',
      received_at: '2026-11-24T10:10:43.000Z',
      duration_ms: 42_000,
      detail: null,
      answered_since: 3,
    },
    {
      id: 3,
      kind: 'device_joined',
      client_at: null,
      received_at: '2026-11-24T10:12:00.000Z',
      duration_ms: null,
      detail: { device: 2, browser: 'Chrome on Android', ip: '203.0.113.5' },
      answered_since: 0,
    },
  ],
};

describe('the attempt activity log', () => {
  it('lists every event in order, in neutral words, with both clocks', async () => {
    stubApi({ 'GET /api/colleges/admin/exams/attempts/901/timeline/': () => ({ body: timeline }) });
    const { user } = renderApp({
      routes: [{ path: '/', element: <AttemptTimelineDialog attemptId={901} studentName="Asha Verma" /> }],
      session: signedInAs('college'),
    });
    await user.click(screen.getByRole('button', { name: 'Activity log of Asha Verma' }));
    const log = await screen.findByRole('list', { name: 'Activity log' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Started the attempt',
      'Came back to the exam page',
      'A device joined',
    ]);
    expect(items[1]).toHaveTextContent('for 42 s');
    expect(items[1]).toHaveTextContent('Device:');
    expect(items[1]).toHaveTextContent('3 answers saved since the previous entry');
    expect(items[2]).toHaveTextContent('device 2 · Chrome on Android · 203.0.113.5');
    expect(log).not.toHaveTextContent(/cheat|suspicious/i);
  });
});
