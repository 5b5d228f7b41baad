import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CollegeInvitation,
  ErrorBody,
  IdParams,
  INVITATION_IMPORT_MAX_BYTES,
  InvitationActionResult,
  InvitationCodeQuery,
  InvitationImportQuery,
  InvitationImportReport,
  InvitationListQuery,
  InvitationPreview,
  InvitationSignUpBody,
  paginated,
  StudentInvitation,
  VerifyOtpResponse,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { readSingleUpload, uploadRoutes } from '../../lib/multipart.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { setRefreshCookie } from '../auth/index.ts';
import { createInvitationsService, INVITATION_FILE_RULE } from './invitations-service.ts';

// The /colleges/admin/ calls keep the tag the college's other student calls have.
const collegeRoute = routeOptions(['colleges']);
const studentRoute = routeOptions(['students']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Invitations (issue #14, docs/colleges.md "Invitations"): a college invites students from a
 * file and looks after what it sent; a new address signs up through its emailed code; a student
 * who has an account answers the join request on their dashboard.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(cookie);
  const invitations = createInvitationsService(ctx);
  const isSecure = ctx.env.publicUrl.startsWith('https:');
  const publicRateLimit = { rateLimit: { max: ctx.env.AUTH_IP_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  await app.register(
    uploadRoutes(INVITATION_IMPORT_MAX_BYTES, async (scope) => {
      scope.post(
        '/api/colleges/admin/invitations/import/',
        collegeRoute(
          'college',
          `Invite students from a file (multipart field "file"): checked whole with dry_run=true, sent all or none otherwise; a new address gets a sign-up code, an existing student a join request. ${INVITATION_FILE_RULE}`,
          {
            querystring: InvitationImportQuery,
            consumes: ['multipart/form-data'],
            response: {
              200: InvitationImportReport,
              201: InvitationImportReport,
              ...refusals,
              413: ErrorBody,
            },
          },
        ),
        async (request, reply) => {
          const bytes = await readSingleUpload(request, 'file', INVITATION_FILE_RULE);
          const report = await invitations.importFile(requireIdentity(request), bytes, request.query.dry_run);
          return reply.status(report.dry_run ? 200 : 201).send(report);
        },
      );
    }),
  );

  app.get(
    '/api/colleges/admin/invitations/',
    collegeRoute('college', 'Your invitations, newest first, 25 a page (status, search)', {
      querystring: InvitationListQuery,
      response: { 200: paginated(CollegeInvitation), 400: ErrorBody, 403: ErrorBody },
    }),
    (request) => invitations.list(requireIdentity(request), request.query),
  );

  app.post(
    '/api/colleges/admin/invitations/:id/resend/',
    collegeRoute(
      'college',
      'Send a waiting or expired invitation again: a new code, valid 14 days (at most 5 sends, 10 minutes apart)',
      { params: IdParams, response: { 200: InvitationActionResult, ...refusals, 429: ErrorBody } },
    ),
    (request) => invitations.resend(requireIdentity(request), request.params.id),
  );

  app.delete(
    '/api/colleges/admin/invitations/:id/',
    collegeRoute('college', 'Revoke a waiting invitation: its code stops working', {
      params: IdParams,
      response: { 200: InvitationActionResult, ...refusals },
    }),
    (request) => invitations.revoke(requireIdentity(request), request.params.id),
  );

  app.get(
    '/api/students/invitations/preview/',
    studentRoute(
      'public',
      'What an invitation code opens: the college, the address and name it was sent to',
      { querystring: InvitationCodeQuery, response: { 200: InvitationPreview, ...refusals, 429: ErrorBody } },
      publicRateLimit,
    ),
    (request) => invitations.preview(request.query.code),
  );

  app.post(
    '/api/students/register/invitation/',
    {
      ...studentRoute(
        'public',
        "Sign up through a college's invitation: the invitation's address, verified; linked to the college, approved; signs the student in",
        { body: InvitationSignUpBody, response: { 201: VerifyOtpResponse, ...refusals, 429: ErrorBody } },
        publicRateLimit,
      ),
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => {
      const { refreshToken, ...session } = await invitations.signUp(request.body);
      setRefreshCookie(reply, refreshToken, isSecure);
      return reply.status(201).send(session);
    },
  );

  app.get(
    '/api/students/invitations/',
    studentRoute('student', 'Join requests from colleges waiting for your answer', {
      response: { 200: z.array(StudentInvitation), 403: ErrorBody },
    }),
    (request) => invitations.forStudent(requireIdentity(request)),
  );

  app.post(
    '/api/students/invitations/:id/accept/',
    studentRoute('student', 'Join the college that invited you: approved at once', {
      params: IdParams,
      response: { 200: InvitationActionResult, ...refusals },
    }),
    (request) => invitations.accept(requireIdentity(request), request.params.id),
  );

  app.post(
    '/api/students/invitations/:id/decline/',
    studentRoute('student', 'Decline a college’s invitation', {
      params: IdParams,
      response: { 200: InvitationActionResult, ...refusals },
    }),
    (request) => invitations.decline(requireIdentity(request), request.params.id),
  );
};
