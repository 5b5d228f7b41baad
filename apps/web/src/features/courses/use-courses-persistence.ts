import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { persistStore } from 'redux-persist';
import type { Persistor } from 'redux-persist/es/types';
import { selectIsCoursesRehydrated } from './courses-slice';

const persistors = new WeakMap<object, Persistor>();

/**
 * Starts persisting the courses slice in this store the first time a courses page needs it, and
 * says whether the remembered state has been read back yet. Decisions that depend on it (where to
 * resume, whether a completion was already announced) wait for this to be true.
 */
export function useCoursesPersistence(): boolean {
  const store = useStore();
  useEffect(() => {
    if (!persistors.has(store)) persistors.set(store, persistStore(store));
  }, [store]);
  return useSelector(selectIsCoursesRehydrated);
}
