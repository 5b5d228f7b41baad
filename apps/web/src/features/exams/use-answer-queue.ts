import { t } from '@lingui/core/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../lib/store/root-reducer';
import { describeFailure } from '../../lib/errors';
import { AnswerQueue, type SaveOutcome } from './answer-queue';
import { examsApi, type ReceivedAttempt } from './api';

/** Sorts a failed save: nothing came back, the attempt is over, or this answer was refused. */
export function toSaveOutcome(error: unknown): SaveOutcome {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status !== 'number' || status >= 500 || status === 429) return { kind: 'offline' };
  const refused = t`This answer could not be saved.`;
  if (status === 409) return { kind: 'closed', detail: describeFailure(error, refused) };
  return { kind: 'rejected', detail: describeFailure(error, refused) };
}

/**
 * This browser's id for the attempt (issue #22): kept in localStorage, so a reload is the same
 * browser and another browser or device is told apart.
 */
function clientIdOf(attemptId: number): string {
  const key = `vidya:exam-client:${attemptId}`;
  try {
    const kept = window.localStorage.getItem(key);
    if (kept !== null && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    window.localStorage.setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** The attempt's answers and their save queue, retried whenever the browser comes back online. */
export function useAnswerQueue(attempt: ReceivedAttempt) {
  const dispatch = useDispatch<AppDispatch>();
  const [queue] = useState(() => {
    const clientId = clientIdOf(attempt.id);
    const created = new AnswerQueue(
      attempt.id,
      async (question, entry, events) => {
        const request = dispatch(
          examsApi.endpoints.saveAnswer.initiate({
            attemptId: attempt.id,
            body: {
              question,
              answer: entry.answer,
              seq: entry.seq,
              client_id: clientId,
              ...(events.length > 0 ? { events } : {}),
            },
          }),
        );
        const result = await request;
        request.reset();
        return result.error === undefined
          ? { kind: 'saved', saved: result.data }
          : toSaveOutcome(result.error);
      },
      window.localStorage,
      async (events) => {
        const request = dispatch(
          examsApi.endpoints.sendAttemptEvents.initiate({
            attemptId: attempt.id,
            body: { client_id: clientId, events },
          }),
        );
        const result = await request;
        request.reset();
        return result.error === undefined
          ? { kind: 'saved', saved: { question: 0, answer: null, seq: 0 } }
          : toSaveOutcome(result.error);
      },
    );
    created.load(attempt.answers);
    return created;
  });

  useEffect(() => {
    const onConnectivity = () => queue.connectivityChanged();
    window.addEventListener('online', onConnectivity);
    window.addEventListener('offline', onConnectivity);
    // Choices a reload (or a lost connection) left unsent go out now.
    void queue.flush();
    return () => {
      window.removeEventListener('online', onConnectivity);
      window.removeEventListener('offline', onConnectivity);
    };
  }, [queue]);

  useEffect(() => () => queue.dispose(), [queue]);

  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { queue, snapshot };
}
