/**
 * What other parts of the API may use of the promotion module: everything else in it is its own
 * (the lint refuses an import of another module's files, decision 039).
 */
export { priceNow } from './pricing.ts';
export { promotionState } from './promotion-state.ts';
export { insertPromotionIfMissing } from './repository.ts';
