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

/** The attempt's answers and their save queue, retried whenever the browser comes back online. */
export function useAnswerQueue(attempt: ReceivedAttempt) {
  const dispatch = useDispatch<AppDispatch>();
  const [queue] = useState(() => {
    const created = new AnswerQueue(attempt.id, async (question, entry) => {
      const request = dispatch(
        examsApi.endpoints.saveAnswer.initiate({
          attemptId: attempt.id,
          body: { question, answer: entry.answer, seq: entry.seq },
        }),
      );
      const result = await request;
      request.reset();
      return result.error === undefined ? { kind: 'saved', saved: result.data } : toSaveOutcome(result.error);
    });
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
