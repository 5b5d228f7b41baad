import { createListenerMiddleware } from '@reduxjs/toolkit';
import { credentialsReceived, selectUserRole, type SessionRootState } from '../lib/session/session-slice';

/**
 * Fetches the signed-in user's profile as soon as a login or a restore succeeds (spec §4), so the
 * dashboard has it ready. The role in the token says which profile exists, so there is no need to
 * probe the college profile, then the student one. A failure just stays in the cache for the
 * dashboard to show and retry; the session does not depend on it. Admins have no profile. The
 * profile APIs are imported when needed, so a visitor's first page loads without RTK Query.
 */
export const profilePrefetch = createListenerMiddleware();

profilePrefetch.startListening({
  actionCreator: credentialsReceived,
  effect: async (action, listenerApi) => {
    const { role } = action.payload;
    // The user may have signed out while the module loaded; then there is nothing to fetch.
    const isStillSignedIn = () => selectUserRole(listenerApi.getState() as SessionRootState) === role;
    if (role === 'student') {
      const { studentsApi } = await import('../features/students/api');
      if (isStillSignedIn())
        listenerApi.dispatch(studentsApi.util.prefetch('getStudentProfile', undefined, { force: true }));
    } else if (role === 'college') {
      const { collegesApi } = await import('../features/colleges/api');
      if (isStillSignedIn())
        listenerApi.dispatch(collegesApi.util.prefetch('getCollegeProfile', undefined, { force: true }));
    }
  },
});
