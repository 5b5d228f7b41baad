import type {
  DetailBody,
  Language,
  LanguageResponse,
  LoginBody,
  LoginPortal,
  LoginResponse,
  RefreshResponse,
} from '@vidya/contract';
import { api } from '../../lib/api/api';
import { refreshAccessToken } from '../../lib/api/refresh';

/** Each portal has its own login route, which refuses the other roles (spec §7, §6). */
const LOGIN_API_PATHS = {
  student: '/auth/login/',
  college: '/auth/college/login/',
  admin: '/auth/admin/login/',
} as const satisfies Record<LoginPortal, string>;

export type LoginArgs = { portal: LoginPortal; body: LoginBody };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginArgs>({
      query: ({ portal, body }) => ({ url: LOGIN_API_PATHS[portal], method: 'POST', body }),
    }),
    // Goes through the shared single-flight refresh so it never races a refresh after a 401.
    refresh: build.mutation<RefreshResponse, undefined>({
      queryFn: (_arg, baseQueryApi) => refreshAccessToken(baseQueryApi),
    }),
    logout: build.mutation<DetailBody, undefined>({
      query: () => ({ url: '/auth/logout/', method: 'POST' }),
    }),
    /** Keeps the signed-in user's choice of language with their account, whatever their role. */
    saveLanguage: build.mutation<LanguageResponse, Language>({
      query: (language) => ({ url: '/auth/language/', method: 'PUT', body: { language } }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;
