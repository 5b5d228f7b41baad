import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Promotion, PromotionBody, PromotionResult } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { requireIdentity } from '../../plugins/auth-guard.ts';
import { createPromotionService } from './service.ts';

const route = routeOptions(['promotion']);
const adminRoute = routeOptions(['admin-portal: promotion']);

/** The site's promotion (docs/promotion.md): a public read and the admins' setting. */
export const promotionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const promotion = createPromotionService(ctx);

  app.get(
    '/api/promotion/',
    route(
      'public',
      'The promotion: its discount, its stored end (the same for every visitor) and the server time; null when none is set',
      { response: { 200: Promotion.nullable() } },
    ),
    () => promotion.current(),
  );

  app.put(
    '/api/admin-portal/promotion/',
    adminRoute(
      'admin',
      'Set the promotion: its discount (1 to 99 %) and its end; an end in the past ends it now',
      {
        body: PromotionBody,
        response: { 200: PromotionResult, 400: ErrorBody },
      },
    ),
    (request) => promotion.update(requireIdentity(request), request.body),
  );
};
