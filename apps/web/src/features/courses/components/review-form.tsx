import { zodResolver } from '@hookform/resolvers/zod';
import { ReviewBody, type CourseReviewView } from '@vidya/contract';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { joinClassNames } from '../../../lib/class-names';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { useSubmitReviewMutation } from '../api';

const REVIEW_FAILED = 'Your review could not be saved. Please try again.';
const RATINGS = [1, 2, 3, 4, 5] as const;

/** The contract's rule, plus a clear word when no star was chosen at all. */
const ReviewFormSchema = ReviewBody.extend({
  rating: z.number('Choose a rating from 1 to 5 stars.').pipe(ReviewBody.shape.rating),
});
type FormValues = z.input<typeof ReviewFormSchema>;
type FormOutput = z.output<typeof ReviewFormSchema>;

function RatingPicker({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {RATINGS.map((rating) => (
          <label key={rating} className="relative cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span
              className={joinClassNames(
                'flex items-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
                value === rating
                  ? 'border-amber-500 bg-amber-50 text-amber-950'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              <Star
                aria-hidden="true"
                className={joinClassNames(
                  'h-4 w-4',
                  value !== undefined && rating <= value && 'fill-amber-400 text-amber-500',
                )}
              />
              {rating === 1 ? '1 star' : `${rating} stars`}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="rating-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Rate (1 to 5) and review a course; sending again edits the student's own review. */
export function CourseReviewForm({
  courseId,
  myReview,
}: {
  courseId: number;
  myReview: CourseReviewView | null;
}) {
  const [submitReview] = useSubmitReviewMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { rating: myReview?.rating, comment: myReview?.comment ?? '' },
  });

  const submit = async (body: FormOutput) => {
    setNotice(null);
    const result = await submitReview({ courseId, body });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, ['rating', 'comment'])) {
        setNotice({ tone: 'error', text: describeFailure(result.error, REVIEW_FAILED) });
      }
      return;
    }
    setNotice({
      tone: 'success',
      text: myReview === null ? 'Thank you! Your review is published.' : 'Your review is updated.',
    });
  };

  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
        {myReview === null ? 'Rate this course' : 'Your review'}
      </h2>
      {notice !== null && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <RatingPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <TextAreaField
          label="Your review (optional)"
          hint="What did you like, and what could be better?"
          error={errors.comment?.message}
          {...register('comment')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : myReview === null ? 'Submit review' : 'Update review'}
        </Button>
      </form>
    </section>
  );
}
