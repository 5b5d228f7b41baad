import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlanChangeRequestBody, type CollegePlan, type Plan, type PlanMeter } from '@vidya/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { PersonalDetailsSkeleton } from '../../../components/ui/skeleton';
import { TextAreaField } from '../../../components/ui/text-field';
import { Alert } from '../../../components/ui/alert';
import { joinClassNames } from '../../../lib/class-names';
import { formatNumber, formatRupees } from '../../../lib/format';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useGetCollegePlanQuery, useRequestPlanChangeMutation } from '../api';

/** A usage meter: how much of one limit the college uses; a plain count when unlimited. */
function UsageMeter({ meter, label, text }: { meter: PlanMeter; label: string; text: string }) {
  const { limit, used } = meter;
  const share = limit === null || limit === 0 ? (limit === 0 && used > 0 ? 100 : 0) : (used / limit) * 100;
  const isFull = limit !== null && used >= limit;
  const labelId = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={labelId} className="font-medium text-slate-900">
          {label}
        </span>
        <span className="text-sm text-slate-700">{text}</span>
      </div>
      {limit !== null && (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={text}
          className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={joinClassNames('h-full rounded-full', isFull ? 'bg-amber-600' : 'bg-indigo-600')}
            style={{ width: `${Math.min(100, Math.round(share))}%` }}
          />
        </div>
      )}
    </div>
  );
}

/** "12 of 50 …" against a limit, "12 … · Unlimited" without one. */
function describeMeter(
  meter: PlanMeter,
  unlimited: (used: string) => string,
  ofLimit: (used: string, limit: string) => string,
) {
  const used = formatNumber(meter.used);
  return meter.limit === null ? unlimited(used) : ofLimit(used, formatNumber(meter.limit));
}

function PlanUsage({ data }: { data: CollegePlan }) {
  const { t } = useLingui();
  const { approved_students: students, running_exams: exams, bank_questions: questions } = data.usage;
  return (
    <div className="space-y-6">
      <UsageMeter
        meter={students}
        label={t`Approved students`}
        text={describeMeter(
          students,
          (used) => t`${used} approved students · Unlimited`,
          (used, limit) => t`${used} of ${limit} approved students`,
        )}
      />
      <UsageMeter
        meter={exams}
        label={t`Exams running at once`}
        text={describeMeter(
          exams,
          (used) => t`${used} running exams · Unlimited`,
          (used, limit) => t`${used} of ${limit} running exams`,
        )}
      />
      <UsageMeter
        meter={questions}
        label={t`Questions in your bank`}
        text={describeMeter(
          questions,
          (used) => t`${used} bank questions · Unlimited`,
          (used, limit) => t`${used} of ${limit} bank questions`,
        )}
      />
    </div>
  );
}

function PlanOption({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const name = plan.name;
  const price = formatRupees(plan.yearly_price_paise / 100);
  return <option value={String(plan.id)}>{t`${name} (${price} a year)`}</option>;
}

const ChangeRequestForm = z.object({
  plan_id: z.string(),
  message: PlanChangeRequestBody.shape.message,
});
type FormValues = z.input<typeof ChangeRequestForm>;
type FormOutput = z.output<typeof ChangeRequestForm>;

function RequestChange({ data }: { data: CollegePlan }) {
  const { t } = useLingui();
  const fixedText = useFixedText();
  const [requestChange] = useRequestPlanChangeMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(ChangeRequestForm),
    mode: 'onTouched',
    defaultValues: { plan_id: '', message: '' },
  });
  const { outcome, send, showSuccess } = useFormSubmission({ setError }, ['plan_id', 'message']);

  const submit = async (values: FormOutput) => {
    const body = {
      message: values.message,
      ...(values.plan_id === '' ? {} : { plan_id: Number(values.plan_id) }),
    };
    if ((await send(() => requestChange(body))) === undefined) return;
    reset({ plan_id: '', message: '' });
    showSuccess(t`Your request has reached our team. An admin will reply to your college's email address.`);
  };

  const others = data.plans.filter((plan) => plan.id !== data.plan.id);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      <SelectField label={t`Plan you would like`} error={errors.plan_id?.message} {...register('plan_id')}>
        <option value="">{t`No particular plan: I'll explain below`}</option>
        {others.map((plan) => (
          <PlanOption key={plan.id} plan={plan} />
        ))}
      </SelectField>
      <TextAreaField
        label={t`Message`}
        hint={t`What you need: more students, more exams at once, a larger bank…`}
        required
        error={errors.message?.message && fixedText(errors.message.message)}
        {...register('message')}
      />
      <FormAlerts outcome={outcome} serverError={errors.root?.server} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Sending…` : t`Request a change`}
      </Button>
    </form>
  );
}

/** `/CollegeDashboard/YourPlan`: the college's plan, its usage against each limit, and asking for another. */
export function YourPlanPage() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetCollegePlanQuery(undefined);
  const title = t`Your Plan`;

  if (isLoading) return <PersonalDetailsSkeleton />;
  if (data === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <QueryError
          error={error}
          fallback={t`Your plan could not be loaded.`}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  const { plan } = data;
  const name = plan.name;
  const yearly = formatRupees(plan.yearly_price_paise / 100);
  const price = plan.yearly_price_paise === 0 ? t`Free` : t`${yearly} a year`;
  const isOverAnyLimit = Object.values(data.usage).some(
    (meter) => meter.limit !== null && meter.used > meter.limit,
  );
  return (
    <>
      <PageHeader
        title={title}
        description={<Trans>What your plan allows, and how much of it your college uses.</Trans>}
      />
      <Card className="space-y-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>{name} plan</Trans>
          </h2>
          <p className="text-lg font-medium text-slate-800">{price}</p>
        </div>
        <PlanUsage data={data} />
        {isOverAnyLimit && (
          <Alert tone="warning">
            <Trans>
              Your college uses more than this plan allows. Nothing is taken away, but you cannot add more
              until you are below the limit or on a larger plan.
            </Trans>
          </Alert>
        )}
      </Card>
      <section aria-labelledby="request-change-heading" className="mt-10">
        <Card>
          <h2 id="request-change-heading" className="mb-2 text-lg font-semibold text-slate-900">
            <Trans>Request a change</Trans>
          </h2>
          <p className="mb-5 text-slate-700">
            <Trans>Our team reads every request and replies to your college's email address.</Trans>
          </p>
          <RequestChange data={data} />
        </Card>
      </section>
    </>
  );
}
