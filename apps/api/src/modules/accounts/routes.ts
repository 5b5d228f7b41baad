import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeEmailBody,
  ChangeEmailResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  CollegeRegisterBody,
  DeleteAccountBody,
  DetailBody,
  EmailBody,
  ErrorBody,
  RegisterResponse,
  ResetPasswordBody,
  StudentRegisterBody,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { clearRefreshCookie, setRefreshCookie } from '../auth/index.ts';
import { createAccountsService, type AccountRole } from './service.ts';

const BASE_PATHS: Record<AccountRole, string> = { student: '/api/students', college: '/api/colleges' };
const DELETE_PATHS: Record<AccountRole, string> = {
  student: '/api/students/student/delete/',
  college: '/api/colleges/delete/',
};
const refusals = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

export const accountsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(cookie);
  const accounts = createAccountsService(ctx);
  const isSecure = ctx.env.publicUrl.startsWith('https:');
  const rateLimit = { max: ctx.env.AUTH_IP_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const publicConfig = { auth: 'public' as const, rateLimit };

  app.post(
    '/api/students/register/',
    {
      bodyLimit: 16 * 1024,
      config: publicConfig,
      schema: {
        tags: ['accounts'],
        summary: 'Create a student account; a code is emailed to verify it',
        body: StudentRegisterBody,
        response: { 201: RegisterResponse, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.register('student', request.body)),
  );

  app.post(
    '/api/colleges/register/',
    {
      bodyLimit: 16 * 1024,
      config: publicConfig,
      schema: {
        tags: ['accounts'],
        summary: 'Register a college; after email verification it waits for admin approval',
        body: CollegeRegisterBody,
        response: { 201: RegisterResponse, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.register('college', request.body)),
  );

  for (const role of ['student', 'college'] as const) {
    const base = BASE_PATHS[role];
    const tags = ['accounts'];

    app.post(
      `${base}/verify-otp/`,
      {
        config: publicConfig,
        schema: {
          tags,
          summary: `Verify a ${role}'s email with the emailed code${role === 'student' ? ' (signs the student in)' : ''}`,
          body: VerifyOtpBody,
          response: { 200: VerifyOtpResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { detail, session } = await accounts.verifyEmail(role, request.body.email, request.body.otp);
        if (!session) return { detail };
        setRefreshCookie(reply, session.refreshToken, isSecure);
        return { detail, access: session.access, user: session.user };
      },
    );

    app.post(
      `${base}/resend-otp/`,
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'Send a new verification code',
          body: EmailBody,
          response: { 200: DetailBody, ...refusals },
        },
      },
      (request) => accounts.resendVerification(role, request.body.email),
    );

    app.post(
      `${base}/forgot-password/request-otp/`,
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'Email a password-reset code (same answer whether or not the account exists)',
          body: EmailBody,
          response: { 200: DetailBody, ...refusals },
        },
      },
      (request) => accounts.requestPasswordReset(role, request.body.email),
    );

    app.post(
      `${base}/forgot-password/reset/`,
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'Set a new password with the emailed code; signs every device out',
          body: ResetPasswordBody,
          response: { 200: DetailBody, ...refusals },
        },
      },
      (request) =>
        accounts.resetPassword(role, request.body.email, request.body.otp, request.body.new_password),
    );

    app.post(
      `${base}/change-password/`,
      {
        config: { auth: role },
        schema: {
          tags,
          summary: 'Change the password (needs the current one); other devices are signed out',
          security: [{ bearer: [] }],
          body: ChangePasswordBody,
          response: { 200: ChangePasswordResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { detail, session } = await accounts.changePassword(
          requireIdentity(request).userId,
          request.body.current_password,
          request.body.new_password,
        );
        setRefreshCookie(reply, session.refreshToken, isSecure);
        return { detail, access: session.access };
      },
    );

    app.post(
      `${base}/change-email/`,
      {
        config: { auth: role },
        schema: {
          tags,
          summary:
            'Change the sign-in email: {new_email, current_password} sends a code, {new_email, otp} applies it',
          security: [{ bearer: [] }],
          body: ChangeEmailBody,
          response: { 200: ChangeEmailResponse, ...refusals },
        },
      },
      (request) => accounts.changeEmail(requireIdentity(request).userId, request.body),
    );

    app.delete(
      DELETE_PATHS[role],
      {
        config: { auth: role },
        schema: {
          tags,
          summary: 'Delete your own account (confirm with the current password)',
          security: [{ bearer: [] }],
          body: DeleteAccountBody,
          response: { 200: DetailBody, ...refusals },
        },
      },
      async (request, reply) => {
        const result = await accounts.deleteOwnAccount(
          requireIdentity(request).userId,
          request.body.current_password,
        );
        clearRefreshCookie(reply);
        return result;
      },
    );
  }
};
