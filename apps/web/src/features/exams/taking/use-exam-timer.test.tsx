import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_WARNINGS, useExamTimer } from './use-exam-timer';
import { renderWithI18n } from '../../../test/render-with-i18n';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');

function Timer(props: { deadline: string; serverNow: string; receivedAt: number }) {
  const { secondsLeft, announcement } = useExamTimer(props);
  return (
    <>
      <p>{Math.ceil(secondsLeft)} s</p>
      <div role="status" aria-label="Time warnings">
        {announcement}
      </div>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the exam timer', () => {
  it('counts down on the server clock and announces only at 5 minutes, 1 minute and time up', () => {
    // The browser's clock is 40 s fast: the server's reply says it is 40 s earlier there.
    renderWithI18n(
      <Timer
        deadline={new Date(NOW - 40_000 + 302_000).toISOString()}
        serverNow={new Date(NOW - 40_000).toISOString()}
        receivedAt={NOW}
      />,
    );
    const region = screen.getByRole('status', { name: 'Time warnings' });
    expect(screen.getByText('302 s')).toBeInTheDocument();
    expect(region).toHaveTextContent('');

    const texts = new Set<string>();
    const advance = (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) {
        act(() => vi.advanceTimersByTime(1000));
        texts.add(region.textContent ?? '');
      }
    };

    advance(2);
    expect(region).toHaveTextContent(TIME_WARNINGS.fiveMinutes);
    advance(239);
    expect(screen.getByText('61 s')).toBeInTheDocument();
    expect(region).toHaveTextContent(TIME_WARNINGS.fiveMinutes);
    advance(1);
    expect(region).toHaveTextContent(TIME_WARNINGS.oneMinute);
    advance(60);
    expect(region).toHaveTextContent(TIME_WARNINGS.over);
    expect(screen.getByText('0 s')).toBeInTheDocument();
    // The live region changed three times in five minutes, not every second.
    expect([...texts]).toEqual(['', TIME_WARNINGS.fiveMinutes, TIME_WARNINGS.oneMinute, TIME_WARNINGS.over]);
  });
});
