import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactMessage,
  ContactMessageActionResult,
  ContactMessageDeleted,
  ContactMessageDetail,
  ContactMessageListQuery,
  ContactMessageUpdateBody,
  ContactReplyBody,
  ErrorBody,
  IdParams,
  paginated,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createContactService } from './service.ts';

const route = routeOptions(['contact']);

/** The admins' inbox of what people sent through Contact Us (issue #13, docs/contact.md). */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const contact = createContactService(ctx);

  app.get(
    '/api/contact/messages/',
    route(
      'admin',
      'Messages sent through Contact Us, newest first, 25 a page (search: name, email, subject, message; status: unread, read, handled, open)',
      {
        querystring: ContactMessageListQuery,
        response: { 200: paginated(ContactMessage), 400: ErrorBody },
      },
    ),
    (request) => contact.list(request.query),
  );

  app.get(
    '/api/contact/messages/:id/',
    route('admin', 'One message with its replies; opening it marks it read', {
      params: IdParams,
      response: { 200: ContactMessageDetail, 404: ErrorBody },
    }),
    (request) => contact.open(request.params.id),
  );

  app.patch(
    '/api/contact/messages/:id/',
    route('admin', 'Mark a message read or unread, handled or open again', {
      params: IdParams,
      body: ContactMessageUpdateBody,
      response: { 200: ContactMessageActionResult, 400: ErrorBody, 404: ErrorBody },
    }),
    (request) => contact.update(requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/api/contact/messages/:id/reply/',
    {
      ...route(
        'admin',
        'Answer a message by email; the reply is kept with it and the message is handled (503 and nothing kept if the mail server refuses)',
        {
          params: IdParams,
          body: ContactReplyBody,
          response: { 200: ContactMessageActionResult, 400: ErrorBody, 404: ErrorBody, 503: ErrorBody },
        },
      ),
      bodyLimit: 32 * 1024,
    },
    (request) => contact.reply(requireIdentity(request), request.params.id, request.body),
  );

  app.delete(
    '/api/contact/messages/:id/',
    route('admin', 'Delete a message and its replies (the audit trail keeps that it was deleted)', {
      params: IdParams,
      response: { 200: ContactMessageDeleted, 404: ErrorBody },
    }),
    (request) => contact.remove(requireIdentity(request), request.params.id),
  );
};
