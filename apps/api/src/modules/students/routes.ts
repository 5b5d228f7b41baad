import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, PROFILE_PHOTO_UPLOAD, StudentProfile, StudentProfileUpdate } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { readSingleUpload, uploadRoutes } from '../../lib/multipart.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createStudentsService } from './service.ts';

const tags = ['students'];
const security = [{ bearer: [] }];

export const studentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const students = createStudentsService(ctx);

  app.get(
    '/api/students/profile/',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: "The signed-in student's profile (404 for other roles)",
        security,
        response: { 200: StudentProfile, 404: ErrorBody },
      },
    },
    (request) => students.getOwnProfile(requireIdentity(request).userId),
  );

  app.put(
    '/api/students/profile/',
    {
      config: { auth: 'student' },
      schema: {
        tags,
        summary: "Update the signed-in student's profile and personal details",
        security,
        body: StudentProfileUpdate,
        response: { 200: StudentProfile, 400: ErrorBody },
      },
    },
    (request) => students.updateOwnProfile(requireIdentity(request).userId, request.body),
  );

  await app.register(
    uploadRoutes(PROFILE_PHOTO_UPLOAD.maxBytes, async (scope) => {
      scope.post(
        '/api/students/profile/photo/',
        {
          config: { auth: 'student' },
          schema: {
            tags,
            summary: `Upload a profile photo (multipart field "photo"). ${PROFILE_PHOTO_UPLOAD.rule}`,
            security,
            consumes: ['multipart/form-data'],
            response: { 200: StudentProfile, 400: ErrorBody, 413: ErrorBody },
          },
        },
        async (request) =>
          students.replacePhoto(
            requireIdentity(request).userId,
            await readSingleUpload(request, 'photo', PROFILE_PHOTO_UPLOAD.rule),
          ),
      );
    }),
  );

  app.delete(
    '/api/students/profile/photo/',
    {
      config: { auth: 'student' },
      schema: { tags, summary: 'Remove the profile photo', security, response: { 200: StudentProfile } },
    },
    (request) => students.removePhoto(requireIdentity(request).userId),
  );
};
