import { useLingui } from '@lingui/react/macro';
import { percentOff } from '@vidya/contract';
import { joinClassNames } from '../../lib/class-names';
import { formatRupees } from '../../lib/format';
import { COURSE_PRICE_TEXTS as TEXTS } from '../../lib/i18n/course-price-texts';

/**
 * The type size of the price and of "Free": `md` on the public site (cards, search results, the
 * public course page), `sm` on the student area's course cards, `lg` on its course page.
 */
const SIZES = {
  sm: { price: 'text-lg', free: 'text-lg' },
  md: { price: 'text-xl', free: 'text-lg' },
  lg: { price: 'text-3xl', free: 'text-3xl' },
} as const;

/**
 * The price now, and when the original price is higher, the original struck through with the
 * saving (₹1,499 ~~₹10,990~~ 86% off); "Free" when the price is 0. The saving is the contract's
 * `percentOff`, the rule the API's `discount_percent` follows, so a landing card (which carries no
 * percentage) and a course page agree.
 */
export function CoursePrice({
  price,
  originalPrice,
  size = 'md',
}: {
  price: number;
  originalPrice: number;
  size?: keyof typeof SIZES;
}) {
  const { t } = useLingui();
  const sizes = SIZES[size];
  if (price === 0)
    return <p className={joinClassNames('font-bold text-emerald-800', sizes.free)}>{t(TEXTS.free)}</p>;
  const isDiscounted = originalPrice > price;
  const saving = percentOff(price, originalPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={joinClassNames('font-bold text-slate-900', sizes.price)}>
        <span className="sr-only">{t(TEXTS.price)} </span>
        {formatRupees(price)}
      </span>
      {isDiscounted && (
        <>
          <s className="text-sm text-slate-600">
            <span className="sr-only">{t(TEXTS.originalPrice)} </span>
            {formatRupees(originalPrice)}
          </s>
          <span className="text-sm font-semibold text-emerald-800">{t(TEXTS.percentOff(saving))}</span>
        </>
      )}
    </p>
  );
}
