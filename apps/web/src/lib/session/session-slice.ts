import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language, Role, SessionUser } from '@vidya/contract';
import { readAccessTokenClaims, type AccessTokenClaims } from './access-token';

/** Session and auth state of spec §3. The access token lives here, in memory only. */
export type SessionState = {
  isAuthenticated: boolean;
  userRole: Role | '';
  /** True while the session is being restored on page load. */
  isLoading: boolean;
  isLoggingOut: boolean;
  userExplicitlyLoggedOut: boolean;
  accessToken: string | null;
  user: SessionUser | null;
};

export type SessionRootState = { session: SessionState };

export const initialSessionState: SessionState = {
  isAuthenticated: false,
  userRole: '',
  isLoading: false,
  isLoggingOut: false,
  userExplicitlyLoggedOut: false,
  accessToken: null,
  user: null,
};

type CredentialsPayload = {
  access: string;
  role: Role | '';
  subject: string | null;
  user: SessionUser | null;
};

const prepareCredentials = (
  access: string,
  user: SessionUser | null = null,
  claims: AccessTokenClaims = readAccessTokenClaims(access),
) => ({ payload: { access, role: claims.role, subject: claims.subject, user } });

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    restoreStarted(state) {
      state.isLoading = true;
    },
    restoreFinished(state) {
      state.isLoading = false;
    },
    /** A login or a session restore succeeded. */
    credentialsReceived: {
      reducer(state, action: PayloadAction<CredentialsPayload>) {
        state.isAuthenticated = true;
        state.accessToken = action.payload.access;
        state.userRole = action.payload.role;
        state.user = action.payload.user;
        state.userExplicitlyLoggedOut = false;
      },
      prepare: (access: string, user: SessionUser | null, claims?: AccessTokenClaims) =>
        prepareCredentials(access, user, claims),
    },
    /** A refresh after a 401, or a password change, brought a new token for the ongoing session. */
    accessTokenRefreshed: {
      reducer(state, action: PayloadAction<CredentialsPayload>) {
        const { access, role, user } = action.payload;
        state.isAuthenticated = true;
        state.accessToken = access;
        state.userRole = role;
        // Without a user in the reply, keep the one known only if the token still names them.
        const isSameUser =
          state.user !== null && String(state.user.id) === action.payload.subject && state.user.role === role;
        state.user = user ?? (isSameUser ? state.user : null);
      },
      prepare: (access: string, user: SessionUser | null = null) => prepareCredentials(access, user),
    },
    /** The user confirmed a new sign-in email; the token is unchanged, the details follow. */
    userEmailChanged(state, action: PayloadAction<string>) {
      if (state.user !== null) state.user.email = action.payload;
    },
    /** The user chose a language; their account keeps it (decision 017). */
    userLanguageChanged(state, action: PayloadAction<Language>) {
      if (state.user !== null) state.user.language = action.payload;
    },
    logoutStarted(state) {
      state.isLoggingOut = true;
      state.userExplicitlyLoggedOut = true;
    },
    sessionCleared(state) {
      return { ...initialSessionState, userExplicitlyLoggedOut: state.userExplicitlyLoggedOut };
    },
    loggedOutFlagCleared(state) {
      state.userExplicitlyLoggedOut = false;
    },
  },
});

export const {
  restoreStarted,
  restoreFinished,
  credentialsReceived,
  accessTokenRefreshed,
  userEmailChanged,
  userLanguageChanged,
  logoutStarted,
  sessionCleared,
  loggedOutFlagCleared,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: SessionRootState) => state.session;
export const selectAccessToken = (state: SessionRootState) => state.session.accessToken;
export const selectIsAuthenticated = (state: SessionRootState) => state.session.isAuthenticated;
export const selectUserRole = (state: SessionRootState) => state.session.userRole;
export const selectSessionUser = (state: SessionRootState) => state.session.user;
/** The language the signed-in user's account keeps, or null (none chosen, or nobody signed in). */
export const selectAccountLanguage = (state: SessionRootState) => state.session.user?.language ?? null;
export const selectIsRestoringSession = (state: SessionRootState) => state.session.isLoading;
