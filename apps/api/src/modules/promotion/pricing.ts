/**
 * The one price rule (docs/decisions/027-a-stored-promotion-end.md). A course stores its sale
 * price (`price_paise`) and its list price (`original_price_paise`). While the promotion runs,
 * or when none was ever set, it sells at the sale price; from the promotion's end on it sells at
 * the list price and shows one price. A free course (sale price 0) stays free.
 */

/** The stored promotion as the price rule needs it; null when none was ever set. */
export type PromotionState = { discountPercent: number; endsAt: Date } | null;

/** Whether the promotion's prices hold at `now`: until its end, or always when none is stored. */
export const promotionPricesHold = (promotion: PromotionState, now: Date): boolean =>
  promotion === null || now.getTime() < promotion.endsAt.getTime();

export type CoursePrices = { pricePaise: number; originalPricePaise: number };

/**
 * What a course sells at, and the list price shown beside it (equal to the price when there is
 * no discount to show).
 */
export function priceNow(
  course: CoursePrices,
  promotionHolds: boolean,
): { pricePaise: number; listPricePaise: number } {
  const listPricePaise = Math.max(course.originalPricePaise, course.pricePaise);
  if (course.pricePaise === 0 || promotionHolds) return { pricePaise: course.pricePaise, listPricePaise };
  return { pricePaise: listPricePaise, listPricePaise };
}
