import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../lib/api/api';
import { sessionReducer } from '../lib/session/session-slice';

/**
 * State that arrives with a lazily loaded feature. A feature declares its slice here by module
 * augmentation and injects it with `rootReducer.inject`, so its reducer (and any library it needs,
 * such as redux-persist for the courses slice) stays out of the first page load.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  { session: sessionReducer },
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();
