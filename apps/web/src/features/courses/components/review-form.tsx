import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReviewBody, type CourseReviewView } from '@vidya/contract';
import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { joinClassNames } from '../../../lib/class-names';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useSubmitReviewMutation } from '../api';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The contract's rule, plus a clear word (in the reader's language) when no star was chosen at all. */
const makeReviewFormSchema = (noRating: string) =>
  ReviewBody.extend({
    rating: z.number(noRating).pipe(ReviewBody.shape.rating),
  });
type ReviewFormSchema = ReturnType<typeof makeReviewFormSchema>;
type FormValues = z.input<ReviewFormSchema>;
type FormOutput = z.output<ReviewFormSchema>;

/** Our own words after saving, shown in the language of the moment; a failure as it was described. */
type Notice = { tone: 'success'; saved: 'published' | 'updated' } | { tone: 'error'; text: string };

function RatingPicker({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Your rating</Trans>
      </legend>
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
              {t`${plural(rating, { one: '# star', other: '# stars' })}`}
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
  const { t } = useLingui();
  const fixed = useFixedText();
  const [submitReview] = useSubmitReviewMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noRating = t`Choose a rating from 1 to 5 stars.`;
  const schema = useMemo(() => makeReviewFormSchema(noRating), [noRating]);
  // The contract's own rule messages (e.g. "Rate from 1 to 5 stars.") are fixed texts.
  const translateError = (message: string | undefined) =>
    message === undefined ? undefined : fixed(message);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { rating: myReview?.rating, comment: myReview?.comment ?? '' },
  });

  const submit = async (body: FormOutput) => {
    setNotice(null);
    const result = await submitReview({ courseId, body });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, ['rating', 'comment'])) {
        const failed = t`Your review could not be saved. Please try again.`;
        setNotice({ tone: 'error', text: describeFailure(result.error, failed) });
      }
      return;
    }
    setNotice({ tone: 'success', saved: myReview === null ? 'published' : 'updated' });
  };

  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
        {myReview === null ? <Trans>Rate this course</Trans> : <Trans>Your review</Trans>}
      </h2>
      {notice?.tone === 'error' && <Alert tone="error">{notice.text}</Alert>}
      {notice?.tone === 'success' && (
        <Alert tone="success">
          {notice.saved === 'published' ? (
            <Trans>Thank you! Your review is published.</Trans>
          ) : (
            <Trans>Your review is updated.</Trans>
          )}
        </Alert>
      )}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <RatingPicker
              value={field.value}
              onChange={field.onChange}
              error={translateError(fieldState.error?.message)}
            />
          )}
        />
        <TextAreaField
          label={t`Your review (optional)`}
          hint={t`What did you like, and what could be better?`}
          error={translateError(errors.comment?.message)}
          {...register('comment')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : myReview === null ? t`Submit review` : t`Update review`}
        </Button>
      </form>
    </section>
  );
}
