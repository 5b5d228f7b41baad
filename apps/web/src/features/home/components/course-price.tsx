import { Trans } from '@lingui/react/macro';
import { formatRupees } from '../../../lib/format';

/** The price now, and the original price struck through when it was higher. */
export function CoursePrice({ price, originalPrice }: { price: number; originalPrice: number }) {
  if (price === 0)
    return (
      <p className="text-lg font-bold text-emerald-800">
        <Trans>Free</Trans>
      </p>
    );
  const isDiscounted = originalPrice > price;
  const percentOff = isDiscounted ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-xl font-bold text-slate-900">
        <span className="sr-only">
          <Trans>Price</Trans>{' '}
        </span>
        {formatRupees(price)}
      </span>
      {isDiscounted && (
        <>
          <s className="text-sm text-slate-600">
            <span className="sr-only">
              <Trans>Original price</Trans>{' '}
            </span>
            {formatRupees(originalPrice)}
          </s>
          <span className="text-sm font-semibold text-emerald-800">
            <Trans>{percentOff}% off</Trans>
          </span>
        </>
      )}
    </p>
  );
}
