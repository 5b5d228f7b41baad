import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { sessionReducer } from '../session/session-slice';

/**
 * State that arrives with lazily loaded code. A module declares its slice here by module
 * augmentation and adds it with `attachToStores` (./lazy-store-parts), so its reducer and any
 * library it needs stay out of the first page load: redux-persist with the courses slice, RTK
 * Query with the API.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  session: sessionReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
/** The store's dispatch as shared code and features see it: actions and thunks (RTK Query's too). */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
