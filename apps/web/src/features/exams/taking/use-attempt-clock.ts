import { useEffect } from 'react';
import { examsApi, type ReceivedAttempt } from './api';

/** How often an open test screen asks for its deadline: extra time reaches it within this. */
export const CLOCK_CHECK_MS = 30_000;

/**
 * The attempt's deadline and status as the server last said: the loaded attempt's at first, then
 * what a light check every half minute (and on coming back online) reads, so extra time a college
 * gives during the exam moves the timer without a reload. A failed check changes nothing: the
 * timer runs on, and the answer queue keeps its own retries.
 */
export function useAttemptClock(attempt: ReceivedAttempt) {
  const [checkClock, { data }] = examsApi.endpoints.getAttemptClock.useLazyQuery();

  useEffect(() => {
    const check = () => void checkClock(attempt.id);
    const timer = window.setInterval(check, CLOCK_CHECK_MS);
    window.addEventListener('online', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, [checkClock, attempt.id]);

  if (data === undefined || data.attempt !== attempt.id) {
    return {
      deadline: attempt.deadline,
      serverNow: attempt.server_now,
      receivedAt: attempt.received_at,
      status: attempt.status,
    };
  }
  return {
    deadline: data.deadline,
    serverNow: data.server_now,
    receivedAt: data.received_at,
    status: data.status,
  };
}
