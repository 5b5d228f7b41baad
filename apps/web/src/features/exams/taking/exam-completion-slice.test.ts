import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../test/store';
import { sessionCleared } from '../../../lib/session/session-slice';
import {
  completionRefreshed,
  examCompleted,
  examCompletionReset,
  selectExamCompletion,
} from './exam-completion-slice';

const makeCompletionStore = () => makeStore();

describe('the exam-completion state (spec §3, §4)', () => {
  it('marks an exam completed once, records the score and time, and asks for a refresh', () => {
    const store = makeCompletionStore();
    store.dispatch(examCompleted({ examId: 7, score: 8, completedAt: '2026-11-20T10:00:00.000Z' }));
    store.dispatch(examCompleted({ examId: 7, score: 9, completedAt: '2026-11-20T11:00:00.000Z' }));
    const state = selectExamCompletion(store.getState());
    expect(state.completedExams).toEqual([7]);
    expect(state.lastCompletedExam).toEqual({ examId: 7, score: 9, completedAt: '2026-11-20T11:00:00.000Z' });
    expect(state.needsRefresh).toBe(true);
    expect(state.lastUpdateTimestamp).toEqual(expect.any(Number));
  });

  it("takes the server's view on refresh, without duplicates, and clears needsRefresh", () => {
    const store = makeCompletionStore();
    store.dispatch(examCompleted({ examId: 3, score: 4, completedAt: '2026-11-20T10:00:00.000Z' }));
    store.dispatch(
      completionRefreshed({
        completed_exams: [3, 5, 3],
        last_completed_exam: { exam_id: 5, score: 12, completed_at: '2026-11-21T09:30:00.000Z' },
        submissions: [],
      }),
    );
    const state = selectExamCompletion(store.getState());
    expect(state.completedExams).toEqual([3, 5]);
    expect(state.lastCompletedExam).toEqual({
      examId: 5,
      score: 12,
      completedAt: '2026-11-21T09:30:00.000Z',
    });
    expect(state.needsRefresh).toBe(false);
  });

  it('is cleared by a reset and by signing out', () => {
    const store = makeCompletionStore();
    store.dispatch(examCompleted({ examId: 1, score: 1, completedAt: '2026-11-20T10:00:00.000Z' }));
    store.dispatch(examCompletionReset());
    expect(selectExamCompletion(store.getState()).completedExams).toEqual([]);

    store.dispatch(examCompleted({ examId: 2, score: 1, completedAt: '2026-11-20T10:00:00.000Z' }));
    store.dispatch(sessionCleared());
    expect(selectExamCompletion(store.getState())).toEqual({
      completedExams: [],
      lastCompletedExam: null,
      needsRefresh: false,
      lastUpdateTimestamp: null,
    });
  });
});
