import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { credentialsReceived, loggedOutFlagCleared, logoutStarted } from './session-slice';
import { clearLoggedOutFlag, setLoggedOutFlag } from './session-storage';

/** Keeps the logged-out flag in session storage (spec §4) in step with the session, so reducers stay pure. */
export const sessionPersistence = createListenerMiddleware();

sessionPersistence.startListening({
  matcher: isAnyOf(credentialsReceived, loggedOutFlagCleared),
  effect: () => clearLoggedOutFlag(),
});

sessionPersistence.startListening({ actionCreator: logoutStarted, effect: () => setLoggedOutFlag() });
