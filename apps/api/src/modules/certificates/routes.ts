import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { requireStudentId } from '../identity/index.ts';
import { createCertificatesService } from './service.ts';

const route = routeOptions(['certificates']);
const CodeParams = z.object({ code: z.string().trim().min(4).max(32) });

/** Certificates by their code, whatever earned them (a course or an exam). */
export const certificatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const certificates = createCertificatesService(ctx);

  app.get(
    '/api/certificates/:code/pdf/',
    route('student', 'A certificate the student holds, as a PDF', {
      params: CodeParams,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const studentId = await requireStudentId(
        ctx.database.db,
        requireIdentity(request),
        'Only students hold certificates.',
      );
      const { code, pdf } = await certificates.ownPdf(studentId, request.params.code);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="certificate-${code}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
