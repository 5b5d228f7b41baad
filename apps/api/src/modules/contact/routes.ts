import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageBody, DetailBody, ErrorBody } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { createContactService } from './service.ts';

const tags = ['contact'];

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const contact = createContactService(ctx);

  app.post(
    '/api/contact/messages/',
    {
      bodyLimit: 32 * 1024,
      config: { auth: 'public', rateLimit: { max: ctx.env.CONTACT_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Send a message to the team (Contact Us)',
        body: ContactMessageBody,
        response: { 201: DetailBody, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await contact.receive(request.body)),
  );
};
