import { Star } from 'lucide-react';

/** "★ 4.6 (12 reviews)", or that nobody has reviewed the course yet. */
export function CourseRating({ rating, reviewsCount }: { rating: number | null; reviewsCount: number }) {
  if (rating === null || reviewsCount === 0) {
    return <p className="text-sm text-slate-600">No reviews yet</p>;
  }
  const reviews = `${reviewsCount} ${reviewsCount === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span className="font-semibold text-slate-900">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)} <span className="sr-only">out of 5</span>
      </span>
      <span>({reviews})</span>
    </p>
  );
}
