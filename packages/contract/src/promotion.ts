import { z } from 'zod';

/**
 * The site's introductory promotion (issue #17, docs/decisions/027-a-stored-promotion-end.md):
 * one stored end moment, the same for every visitor. Until it, courses sell at their sale price
 * and the landing page counts down to it; from it on, courses sell at their list price and no
 * page shows a promotion.
 */

export const PROMOTION_DISCOUNT_MIN = 1;
export const PROMOTION_DISCOUNT_MAX = 99;

export const Promotion = z
  .object({
    /** The headline figure of the banner ("up to N% off"), 1 to 99. */
    discount_percent: z.number().int(),
    /** When the promotion ends, for every visitor. */
    ends_at: z.iso.datetime(),
    /** Whether it is still running when the server answered (`server_time` < `ends_at`). */
    is_active: z.boolean(),
    /** The server's clock when it answered: the countdown runs from this, not the visitor's clock. */
    server_time: z.iso.datetime(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof Promotion>;

export const PromotionBody = z
  .object({
    discount_percent: z
      .number({ error: 'Enter the discount as a whole number from 1 to 99.' })
      .int('Enter the discount as a whole number from 1 to 99.')
      .min(PROMOTION_DISCOUNT_MIN, 'The discount is at least 1%.')
      .max(PROMOTION_DISCOUNT_MAX, 'The discount is at most 99%.'),
    /** A moment in the past ends the promotion now. */
    ends_at: z.iso.datetime({ offset: true, error: 'Enter the end as a date and time.' }),
  })
  .meta({ id: 'PromotionBody' });
export type PromotionBody = z.infer<typeof PromotionBody>;

export const PromotionResult = z.object({ detail: z.string(), promotion: Promotion });
export type PromotionResult = z.infer<typeof PromotionResult>;
