import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROMOTION_DISCOUNT_MAX, PROMOTION_DISCOUNT_MIN, type Promotion } from '@vidya/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../../../lib/local-date-time';
import { useGetPromotionSettingQuery, useUpdatePromotionMutation } from '../api';

const FIELDS = ['discount_percent', 'ends_at'] as const;

const formSchema = (messages: { discount: string; endsAt: string }) =>
  z.object({
    discount_percent: z
      .number(messages.discount)
      .int(messages.discount)
      .min(PROMOTION_DISCOUNT_MIN, messages.discount)
      .max(PROMOTION_DISCOUNT_MAX, messages.discount),
    ends_at: z.string().refine((value) => fromLocalDateTimeInput(value) !== undefined, messages.endsAt),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/** Where the promotion stands: running to its end, ended, or never set. */
function PromotionStatus({ promotion }: { promotion: Promotion | null }) {
  if (promotion === null) {
    return (
      <Alert>
        <Trans>
          No promotion is set: courses sell at their sale price and the landing page shows no countdown.
        </Trans>
      </Alert>
    );
  }
  const endsAt = formatDateTime(promotion.ends_at);
  const discount = promotion.discount_percent;
  return promotion.is_active ? (
    <Alert tone="success">
      <Trans>
        Running: up to {discount}% off until {endsAt}. Every visitor counts down to this moment.
      </Trans>
    </Alert>
  ) : (
    <Alert>
      <Trans>Ended on {endsAt}. Courses sell at their list price and no page shows the promotion.</Trans>
    </Alert>
  );
}

function PromotionForm({ promotion }: { promotion: Promotion | null }) {
  const { t } = useLingui();
  const [updatePromotion] = useUpdatePromotionMutation();
  const schema = useMemo(
    () =>
      formSchema({
        discount: t`Enter the discount as a whole number from 1 to 99.`,
        endsAt: t`Enter the date and time the promotion ends.`,
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      discount_percent: promotion?.discount_percent ?? 50,
      ends_at: toLocalDateTimeInput(promotion?.ends_at ?? null),
    },
  });
  const { outcome, send, showSuccess } = useFormSubmission(
    { setError },
    FIELDS,
    t`The promotion could not be saved.`,
  );

  const save = async (body: { discount_percent: number; ends_at: string }) => {
    const result = await send(() => updatePromotion(body));
    if (result !== undefined) showSuccess(result.detail);
  };
  const submit = (values: FormValues) =>
    save({
      discount_percent: values.discount_percent,
      ends_at: fromLocalDateTimeInput(values.ends_at) ?? '',
    });
  const endNow = () =>
    save({ discount_percent: promotion?.discount_percent ?? 50, ends_at: new Date().toISOString() });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-4">
      <TextField
        label={t`Discount (%)`}
        hint={t`The banner's headline: "Up to this much off". Each course's sale price is set on the course.`}
        type="number"
        inputMode="numeric"
        min={PROMOTION_DISCOUNT_MIN}
        max={PROMOTION_DISCOUNT_MAX}
        step={1}
        required
        error={errors.discount_percent?.message}
        {...register('discount_percent', { valueAsNumber: true })}
      />
      <TextField
        label={t`Ends at`}
        hint={t`In your time zone. A moment in the past ends the promotion now.`}
        type="datetime-local"
        required
        error={errors.ends_at?.message}
        {...register('ends_at')}
      />
      <FormAlerts outcome={outcome} serverError={errors.root?.server} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : t`Save promotion`}
        </Button>
        {promotion?.is_active && (
          <Button variant="secondary" onClick={endNow} disabled={isSubmitting}>
            <Trans>End the promotion now</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * `/AdminDashboard/Promotion` (issue #17, decision 027): the site's promotion, its discount and the
 * moment it ends for every visitor. Until then courses sell at their sale price and the landing
 * page counts down; from then on they sell at their list price.
 */
export function PromotionPage() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetPromotionSettingQuery(undefined);
  return (
    <>
      <PageHeader
        title={t`Promotion`}
        description={t`The introductory offer's end is stored: every visitor sees the same countdown, and checkout charges the list price once it has passed.`}
      />
      {isLoading ? (
        <Spinner text={t`Loading the promotion`} />
      ) : error ? (
        <QueryError error={error} fallback={t`The promotion could not be loaded.`} onRetry={refetch} />
      ) : (
        <div className="space-y-6">
          <PromotionStatus promotion={data ?? null} />
          <PromotionForm promotion={data ?? null} />
        </div>
      )}
    </>
  );
}
