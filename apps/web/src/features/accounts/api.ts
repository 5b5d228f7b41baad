import type {
  ChangeEmailBody,
  ChangeEmailResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  CollegeRegisterBody,
  DeleteAccountBody,
  DetailBody,
  EmailBody,
  RegisterResponse,
  ResetPasswordBody,
  StudentRegisterBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@vidya/contract';
import { api } from '../../lib/api/api';

/** The two kinds of account a person creates themselves; admins are made by the CLI. */
export type AccountRole = 'student' | 'college';

/** Sign-up, codes and security calls are the same for both, under each role's own base path. */
const ACCOUNT_API_BASES = { student: '/students', college: '/colleges' } as const satisfies Record<
  AccountRole,
  string
>;

const DELETE_API_PATHS = {
  student: '/students/student/delete/',
  college: '/colleges/delete/',
} as const satisfies Record<AccountRole, string>;

/** The cache tag of the profile pages (lib/api/api.ts). */
const PROFILE_TAG = 'Profile';

type WithRole<Body> = { role: AccountRole; body: Body };

const post = <Body>(role: AccountRole, path: string, body: Body) => ({
  url: `${ACCOUNT_API_BASES[role]}${path}`,
  method: 'POST',
  body,
});

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerStudent: build.mutation<RegisterResponse, StudentRegisterBody>({
      query: (body) => post('student', '/register/', body),
    }),
    registerCollege: build.mutation<RegisterResponse, CollegeRegisterBody>({
      query: (body) => post('college', '/register/', body),
    }),
    verifyEmail: build.mutation<VerifyOtpResponse, WithRole<VerifyOtpBody>>({
      query: ({ role, body }) => post(role, '/verify-otp/', body),
    }),
    resendVerificationCode: build.mutation<DetailBody, WithRole<EmailBody>>({
      query: ({ role, body }) => post(role, '/resend-otp/', body),
    }),
    requestPasswordReset: build.mutation<DetailBody, WithRole<EmailBody>>({
      query: ({ role, body }) => post(role, '/forgot-password/request-otp/', body),
    }),
    resetPassword: build.mutation<DetailBody, WithRole<ResetPasswordBody>>({
      query: ({ role, body }) => post(role, '/forgot-password/reset/', body),
    }),
    changePassword: build.mutation<ChangePasswordResponse, WithRole<ChangePasswordBody>>({
      query: ({ role, body }) => post(role, '/change-password/', body),
    }),
    changeEmail: build.mutation<ChangeEmailResponse, WithRole<ChangeEmailBody>>({
      query: ({ role, body }) => post(role, '/change-email/', body),
      // The profile pages show the email; a finished change (the reply names it) refreshes them.
      invalidatesTags: (result) => (result?.email === undefined ? [] : [PROFILE_TAG]),
    }),
    deleteAccount: build.mutation<DetailBody, WithRole<DeleteAccountBody>>({
      query: ({ role, body }) => ({ url: DELETE_API_PATHS[role], method: 'DELETE', body }),
    }),
  }),
});

export const {
  useRegisterStudentMutation,
  useRegisterCollegeMutation,
  useVerifyEmailMutation,
  useResendVerificationCodeMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useDeleteAccountMutation,
} = accountsApi;
