import {
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { rootReducer, type LazyLoadedSlices } from './root-reducer';

/** Middleware that arrives with lazily loaded code; every store runs it once it is attached. */
export const lazyMiddleware = createDynamicMiddleware();

/** Runs the new reducer once, so the new slice's state is there before anything reads it. */
const lazyPartsAttached = createAction('store/lazyPartsAttached');

/** A slice declared in `LazyLoadedSlices`, so its path and its state's type are checked. */
export type LazySlice = {
  [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> };
}[keyof LazyLoadedSlices];

/** The app makes one store; tests make one per test. */
const stores = new Set<Dispatch>();

/** Called by each new store, so a slice attached after it was made still gets its state at once. */
export function registerStore(dispatch: Dispatch) {
  stores.add(dispatch);
}

/**
 * Adds a slice (and its middleware, if it has one) to every store, from the module that defines
 * it: the RTK Query API, the courses slice. The first page that needs them brings them; the
 * landing page never waits for them. The action gives the slice its initial state at once:
 * otherwise a component reading it right after its chunk loaded would find nothing, and
 * redux-persist, whose PERSIST would then be the slice's first action, would start it empty.
 */
export function attachToStores(slice: LazySlice, middleware?: Middleware) {
  rootReducer.inject(slice);
  if (middleware !== undefined) lazyMiddleware.addMiddleware(middleware);
  for (const dispatch of stores) dispatch(lazyPartsAttached());
}
