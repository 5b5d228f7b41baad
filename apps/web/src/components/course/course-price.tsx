import { useLingui } from '@lingui/react/macro';
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
 * saving (₹1,499 ~~₹10,990~~ 86% off); "Free" when the price is 0. The student area gives the
 * server's `discount_percent`; the public site works the saving out from the two prices, as the
 * landing page's cards (which carry no percentage) must, so its cards and pages agree. The two can
 * differ by one on a half per cent (₹27 against ₹40: the server says 32, the prices 33).
 */
export function CoursePrice({
  price,
  originalPrice,
  discountPercent,
  size = 'md',
}: {
  price: number;
  originalPrice: number;
  discountPercent?: number;
  size?: keyof typeof SIZES;
}) {
  const { t } = useLingui();
  const sizes = SIZES[size];
  if (price === 0)
    return <p className={joinClassNames('font-bold text-emerald-800', sizes.free)}>{t(TEXTS.free)}</p>;
  const isDiscounted = originalPrice > price;
  const percentOff = discountPercent ?? Math.round(((originalPrice - price) / originalPrice) * 100);
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
          <span className="text-sm font-semibold text-emerald-800">{t(TEXTS.percentOff(percentOff))}</span>
        </>
      )}
    </p>
  );
}
