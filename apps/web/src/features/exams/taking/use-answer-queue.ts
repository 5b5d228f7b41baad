import { t } from '@lingui/core/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../../lib/store/root-reducer';
import { describeFailure, readErrorCode } from '../../../lib/errors';
import { clientIdOf } from './client-id';
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

/** One device per attempt (issue #22): another browser holds the attempt. */
export const isDeviceHeld = (error: unknown) => readErrorCode(error) === 'device_held';

/** The attempt's answers and their save queue, retried whenever the browser comes back online. */
export function useAnswerQueue(attempt: ReceivedAttempt) {
  const dispatch = useDispatch<AppDispatch>();
  // One device per attempt: the server refused this browser; its answers wait in the queue.
  const [isHeld, setIsHeld] = useState(false);
  const [queue] = useState(() => {
    // Held elsewhere: kept and retried like an answer that could not be sent, never "closed".
    const outcomeOf = (error: unknown): SaveOutcome => {
      if (!isDeviceHeld(error)) return toSaveOutcome(error);
      setIsHeld(true);
      return { kind: 'offline' };
    };
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
              marked_for_review: entry.marked,
              client_id: clientId,
              ...(events.length > 0 ? { events } : {}),
            },
          }),
        );
        const result = await request;
        request.reset();
        return result.error === undefined ? { kind: 'saved', saved: result.data } : outcomeOf(result.error);
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
          : outcomeOf(result.error);
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
  return { queue, snapshot, isHeld, setIsHeld };
}
