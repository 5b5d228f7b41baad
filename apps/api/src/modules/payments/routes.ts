import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutBody,
  CheckoutResponse,
  DemoPaymentBody,
  DetailBody,
  ErrorBody,
  IdParams,
  PaymentResult,
  PaymentView,
  RazorpayVerifyBody,
} from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createPaymentsService } from './service.ts';

const route = routeOptions(['payments']);
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const payments = createPaymentsService(ctx);

  app.post(
    '/api/payments/courses/:id/checkout/',
    route(
      'student',
      'Start paying for a course: creates (or resumes) an order with the configured provider',
      {
        params: IdParams,
        body: CheckoutBody.nullish(),
        response: { 201: CheckoutResponse, ...refusals },
      },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(await payments.checkout(requireIdentity(request), request.params.id, request.body ?? {})),
  );

  app.get(
    '/api/payments/:id/invoice/',
    route('student', "The tax invoice of the student's own paid payment, as a PDF (anyone else's: 404)", {
      params: IdParams,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const { fileName, pdf } = await payments.invoicePdf(requireIdentity(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/payments/:id/razorpay/verify/',
    route('student', "Confirm a Razorpay payment with the checkout's signature; enrolls when genuine", {
      params: IdParams,
      body: RazorpayVerifyBody,
      response: { 200: PaymentResult, ...refusals },
    }),
    (request) => payments.confirmRazorpay(requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/api/payments/:id/demo/',
    route('student', 'Finish a demo-checkout payment as success or failure (only without payment keys)', {
      params: IdParams,
      body: DemoPaymentBody,
      response: { 200: PaymentResult, ...refusals },
    }),
    (request) => payments.completeDemo(requireIdentity(request), request.params.id, request.body.outcome),
  );

  // Razorpay signs the exact bytes it sends, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/api/payments/razorpay/webhook/',
      route('public', 'Razorpay webhook (X-Razorpay-Signature checked against the raw body)', {
        response: { 200: DetailBody, 400: ErrorBody },
      }),
      (request) => {
        const signature = request.headers['x-razorpay-signature'];
        return payments.handleRazorpayWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });

  app.get(
    '/api/students/:id/payments/',
    route(['student', 'admin'], "A student's payments, newest first (the student themself or an admin)", {
      params: IdParams,
      response: { 200: z.array(PaymentView), 404: ErrorBody },
    }),
    (request) => payments.listOfStudent(requireIdentity(request), request.params.id),
  );
};
