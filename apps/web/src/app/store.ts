import { configureStore } from '@reduxjs/toolkit';
import { sessionPersistence } from '../lib/session/session-persistence';
import { initialSessionState, type SessionState } from '../lib/session/session-slice';
import { isLoggedOutFlagSet } from '../lib/session/session-storage';
import { lazyMiddleware, registerStore } from '../lib/store/lazy-store-parts';
import { accountLanguage } from './account-language';
import { profilePrefetch } from './profile-prefetch';
import { rootReducer } from '../lib/store/root-reducer';

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

/**
 * The RTK Query API is not part of this: it attaches itself (reducer and middleware) when the
 * first code that calls the server loads, so the landing page starts without RTK Query.
 */
export function makeStore(session: Partial<SessionState> = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { ...initialSessionState, userExplicitlyLoggedOut: isLoggedOutFlagSet(), ...session },
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTION_TYPES } })
        .prepend(sessionPersistence.middleware, profilePrefetch.middleware, accountLanguage.middleware)
        .concat(lazyMiddleware.middleware),
  });
  registerStore(store.dispatch);
  return store;
}
