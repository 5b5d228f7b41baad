import { Trans } from '@lingui/react/macro';
import type { CourseSummary } from '@vidya/contract';
import { joinClassNames } from '../../../lib/class-names';
import { formatRupees } from '../../../lib/format';

/** The price, and when discounted the original struck through with the saving (₹1,499 ~~₹10,990~~). */
export function CoursePrice({
  course,
  size = 'md',
}: {
  course: Pick<CourseSummary, 'price' | 'original_price' | 'discount_percent' | 'is_free'>;
  size?: 'md' | 'lg';
}) {
  const priceClass = size === 'lg' ? 'text-3xl' : 'text-lg';
  if (course.is_free) {
    return (
      <p className={joinClassNames('font-bold text-emerald-800', priceClass)}>
        <Trans>Free</Trans>
      </p>
    );
  }
  const isDiscounted = course.original_price > course.price;
  const discount = course.discount_percent;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={joinClassNames('font-bold text-slate-900', priceClass)}>
        <span className="sr-only">
          <Trans>Price</Trans>{' '}
        </span>
        {formatRupees(course.price)}
      </span>
      {isDiscounted && (
        <>
          <del className="text-sm text-slate-600">
            <span className="sr-only">
              <Trans>Original price</Trans>{' '}
            </span>
            {formatRupees(course.original_price)}
          </del>
          <span className="text-sm font-semibold text-emerald-800">
            <Trans>{discount}% off</Trans>
          </span>
        </>
      )}
    </p>
  );
}
