import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExamCompletionState } from '@vidya/contract';
import { attachToStores } from '../../../lib/store/lazy-store-parts';
import { sessionCleared } from '../../../lib/session/session-slice';

export type CompletedExam = { examId: number; score: number; completedAt: string };

/** The exam-completion state of spec §3, kept in step with the server's `my-submissions`. */
export type ExamCompletionSliceState = {
  completedExams: number[];
  lastCompletedExam: CompletedExam | null;
  /** Set when an exam was just finished here: the server's summary is newer than what is shown. */
  needsRefresh: boolean;
  lastUpdateTimestamp: number | null;
};

export const initialExamCompletionState: ExamCompletionSliceState = {
  completedExams: [],
  lastCompletedExam: null,
  needsRefresh: false,
  lastUpdateTimestamp: null,
};

const examCompletionSlice = createSlice({
  name: 'examCompletion',
  initialState: initialExamCompletionState,
  reducers: {
    /** Spec §4: marks the exam completed once, records score and time, and asks for a refresh. */
    examCompleted(state, action: PayloadAction<CompletedExam>) {
      const { examId } = action.payload;
      if (!state.completedExams.includes(examId)) state.completedExams.push(examId);
      state.lastCompletedExam = action.payload;
      state.needsRefresh = true;
      state.lastUpdateTimestamp = Date.now();
    },
    /** The server's view arrived: it replaces ours and the refresh is done. */
    completionRefreshed(state, action: PayloadAction<ExamCompletionState>) {
      const { completed_exams: completed, last_completed_exam: last } = action.payload;
      state.completedExams = [...new Set(completed)];
      state.lastCompletedExam =
        last === null ? null : { examId: last.exam_id, score: last.score, completedAt: last.completed_at };
      state.needsRefresh = false;
      state.lastUpdateTimestamp = Date.now();
    },
    examCompletionReset: () => initialExamCompletionState,
  },
  // Signing out forgets one person's exams before the next person signs in.
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialExamCompletionState),
});

export const { examCompleted, completionRefreshed, examCompletionReset } = examCompletionSlice.actions;
export const examCompletionReducer = examCompletionSlice.reducer;

declare module '../../../lib/store/root-reducer' {
  interface LazyLoadedSlices {
    examCompletion: ExamCompletionSliceState;
  }
}

attachToStores({ reducerPath: 'examCompletion', reducer: examCompletionReducer });

export type ExamCompletionRootState = { examCompletion?: ExamCompletionSliceState };

export const selectExamCompletion = (state: ExamCompletionRootState): ExamCompletionSliceState =>
  state.examCompletion ?? initialExamCompletionState;
