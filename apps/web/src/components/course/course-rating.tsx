import { Plural, Trans } from '@lingui/react/macro';
import { Star } from 'lucide-react';

/** "★ 4.6 (12 reviews)", or that nobody has reviewed the course yet. */
export function CourseRating({ rating, reviewsCount }: { rating: number | null; reviewsCount: number }) {
  if (rating === null || reviewsCount === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No reviews yet</Trans>
      </p>
    );
  }
  const score = rating.toFixed(1);
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span className="font-semibold text-slate-900">
        <Trans>
          <span className="sr-only">Rated </span>
          {score} <span className="sr-only">out of 5</span>
        </Trans>
      </span>
      <span>
        (<Plural value={reviewsCount} one="# review" other="# reviews" />)
      </span>
    </p>
  );
}
