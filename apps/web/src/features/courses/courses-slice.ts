import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PERSIST_REHYDRATION_TIMEOUT_MS } from '@vidya/contract';
import { persistReducer } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
// The es build: the lib/ path breaks the Vite 8 build (design §1).
import storage from 'redux-persist/es/storage';
import { attachToStores } from '../../lib/store/lazy-store-parts';

/**
 * What the browser remembers about a student's courses between visits. Entries are keyed by user
 * and course, so two people sharing a browser do not inherit each other's place or messages.
 */
export type CoursesState = {
  /** The lesson last opened in the player, per `${userId}:${courseId}`. */
  lastLessons: Record<string, number>;
  /** `${userId}:${courseId}` of each course whose completion message has already been shown. */
  announcedCompletions: string[];
};

const initialState: CoursesState = { lastLessons: {}, announcedCompletions: [] };

type CourseOfUser = { userId: number; courseId: number };

export const toCourseKey = ({ userId, courseId }: CourseOfUser) => `${userId}:${courseId}`;

const coursesSlice = createSlice({
  name: 'courses',
  initialState,
  reducers: {
    lessonOpened(state, action: PayloadAction<CourseOfUser & { lessonId: number }>) {
      state.lastLessons[toCourseKey(action.payload)] = action.payload.lessonId;
    },
    completionAnnounced(state, action: PayloadAction<CourseOfUser>) {
      const key = toCourseKey(action.payload);
      if (!state.announcedCompletions.includes(key)) state.announcedCompletions.push(key);
    },
  },
});

export const { lessonOpened, completionAnnounced } = coursesSlice.actions;

/** Spec §9: only the courses slice is persisted, under 'persist:courses', only the listed parts. */
const persistedCoursesReducer = persistReducer(
  {
    key: coursesSlice.name,
    storage,
    whitelist: ['lastLessons', 'announcedCompletions'] satisfies (keyof CoursesState)[],
    timeout: PERSIST_REHYDRATION_TIMEOUT_MS,
  },
  coursesSlice.reducer,
);

declare module '../../lib/store/root-reducer' {
  interface LazyLoadedSlices {
    courses: CoursesState & PersistPartial;
  }
}

attachToStores({ reducerPath: 'courses', reducer: persistedCoursesReducer });

/**
 * The store's state as the selectors see it: no courses slice before a courses page loaded, and
 * no `_persist` in it before redux-persist's first action.
 */
export type CoursesRootState = { courses?: CoursesState & Partial<PersistPartial> };

/** True once the remembered state has been read back (or the 5 s rehydration timeout has passed). */
export const selectIsCoursesRehydrated = (state: CoursesRootState) =>
  state.courses?._persist?.rehydrated ?? false;

export const selectLastLessonId = (state: CoursesRootState, course: CourseOfUser): number | undefined =>
  state.courses?.lastLessons[toCourseKey(course)];

export const selectIsCompletionAnnounced = (state: CoursesRootState, course: CourseOfUser): boolean =>
  state.courses?.announcedCompletions.includes(toCourseKey(course)) ?? false;
