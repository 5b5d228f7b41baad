import type { Promotion, PromotionBody, PromotionResult } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { insertAuditEvent } from '../audit/index.ts';
import { promotionPricesHold } from './pricing.ts';
import { promotionState } from './promotion-state.ts';
import * as repository from './repository.ts';

const PROMOTION_ROW_ID = 1;

function toPromotion(row: { discountPercent: number; endsAt: Date }, now: Date): Promotion {
  return {
    discount_percent: row.discountPercent,
    ends_at: row.endsAt.toISOString(),
    is_active: promotionPricesHold(row, now),
    server_time: now.toISOString(),
  };
}

/** The site's promotion: everyone reads it, admins set its discount and end (with an audit row). */
export function createPromotionService(ctx: AppContext) {
  const { db } = ctx.database;
  const state = promotionState(ctx);

  return {
    /** The stored promotion, or null when none was ever set (no countdown is shown then). */
    async current(): Promise<Promotion | null> {
      const promotion = await state.current();
      return promotion ? toPromotion(promotion, ctx.now()) : null;
    },

    async update(admin: AccessIdentity, body: PromotionBody): Promise<PromotionResult> {
      const endsAt = new Date(body.ends_at);
      const row = await db.transaction(async (tx) => {
        const saved = await repository.savePromotion(tx, {
          discountPercent: body.discount_percent,
          endsAt,
          updatedBy: admin.userId,
        });
        await insertAuditEvent(tx, {
          actorUserId: admin.userId,
          action: 'promotion.update',
          targetType: 'promotion',
          targetId: PROMOTION_ROW_ID,
          reason: `${body.discount_percent}% off until ${endsAt.toISOString()}`,
        });
        return saved;
      });
      await state.forget();
      const promotion = toPromotion(row, ctx.now());
      return {
        detail: promotion.is_active
          ? 'The promotion is saved: every visitor sees the same end.'
          : 'The promotion has ended: courses sell at their list price and no page shows it.',
        promotion,
      };
    },
  };
}
