import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api/api';
import { sessionPersistence } from '../lib/session/session-persistence';
import { initialSessionState, sessionReducer, type SessionState } from '../lib/session/session-slice';
import { isLoggedOutFlagSet } from '../lib/session/session-storage';
import { profilePrefetch } from './profile-prefetch';

export function makeStore(session: Partial<SessionState> = {}) {
  return configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    preloadedState: {
      session: { ...initialSessionState, userExplicitlyLoggedOut: isLoggedOutFlagSet(), ...session },
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(sessionPersistence.middleware, profilePrefetch.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
