import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlanChangeRequestBody, type CollegePlan, type Plan } from '@vidya/contract';
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
import { formatRupees } from '../../../lib/format';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useGetCollegePlanQuery, useRequestPlanChangeMutation } from '../api';
import { PlanUsageMeters } from '../components/plan-usage-meters';

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
        <PlanUsageMeters usage={data.usage} />
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
