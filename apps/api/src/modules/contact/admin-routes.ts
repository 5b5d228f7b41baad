import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessage, paginated, PaginationQuery } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { createContactService } from './service.ts';

const route = routeOptions(['contact']);

/** The admins' inbox of what people sent through Contact Us. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const contact = createContactService(ctx);

  app.get(
    '/api/contact/messages/',
    route('admin', 'Messages sent through Contact Us, newest first', {
      querystring: PaginationQuery,
      response: { 200: paginated(ContactMessage) },
    }),
    (request) => contact.list(request.query.page, request.query.page_size),
  );
};
