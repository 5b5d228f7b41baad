import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessage, paginated, PaginationQuery } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { createContactService } from './service.ts';

const tags = ['contact'];

/** The admins' inbox of what people sent through Contact Us. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const contact = createContactService(ctx);

  app.get(
    '/api/contact/messages/',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Messages sent through Contact Us, newest first',
        security: [{ bearer: [] }],
        querystring: PaginationQuery,
        response: { 200: paginated(ContactMessage) },
      },
    },
    (request) => contact.list(request.query.page, request.query.page_size),
  );
};
