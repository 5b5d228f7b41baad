import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api/api';
import { sessionPersistence } from '../lib/session/session-persistence';
import { initialSessionState, type SessionState } from '../lib/session/session-slice';
import { isLoggedOutFlagSet } from '../lib/session/session-storage';
import { profilePrefetch } from './profile-prefetch';
import { rootReducer } from './root-reducer';

/**
 * redux-persist's own actions carry callbacks; they never reach the state. Spelled out rather than
 * imported so redux-persist loads with the courses pages only.
 */
const PERSIST_ACTION_TYPES = [
  'persist/FLUSH',
  'persist/REHYDRATE',
  'persist/PAUSE',
  'persist/PERSIST',
  'persist/PURGE',
  'persist/REGISTER',
];

export function makeStore(session: Partial<SessionState> = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { ...initialSessionState, userExplicitlyLoggedOut: isLoggedOutFlagSet(), ...session },
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTION_TYPES } })
        .prepend(sessionPersistence.middleware, profilePrefetch.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
