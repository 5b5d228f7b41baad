import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { credentialsReceived, loggedOutFlagCleared, logoutStarted, sessionCleared } from './session-slice';
import { clearLoggedOutFlag, forgetUser, rememberUser, setLoggedOutFlag } from './session-storage';

/**
 * Keeps browser storage in step with the session so reducers stay pure: the logged-out flag in
 * session storage (spec §4) and the remembered user details.
 */
export const sessionPersistence = createListenerMiddleware();

sessionPersistence.startListening({
  matcher: isAnyOf(credentialsReceived, loggedOutFlagCleared),
  effect: (action) => {
    clearLoggedOutFlag();
    if (credentialsReceived.match(action) && action.payload.user !== null) rememberUser(action.payload.user);
  },
});

sessionPersistence.startListening({ actionCreator: logoutStarted, effect: () => setLoggedOutFlag() });

sessionPersistence.startListening({ actionCreator: sessionCleared, effect: () => forgetUser() });
