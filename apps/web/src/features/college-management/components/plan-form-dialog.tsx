import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_LIMIT_MAX, PlanBody, type Plan } from '@vidya/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useCreatePlanMutation, useUpdatePlanMutation } from '../api';

const LIMITS = ['max_approved_students', 'max_running_exams', 'max_bank_questions'] as const;
type LimitField = (typeof LIMITS)[number];

/** The contract's plan, with the price typed in rupees (the server's are paise). */
const planFormSchema = (priceMessage: string) =>
  z.object({
    name: PlanBody.shape.name,
    max_approved_students: PlanBody.shape.max_approved_students,
    max_running_exams: PlanBody.shape.max_running_exams,
    max_bank_questions: PlanBody.shape.max_bank_questions,
    /** Typed in rupees, checked (and sent) in paise by the contract's rule. */
    yearly_price_rupees: z
      .number(priceMessage)
      .transform((rupees) => Math.round(rupees * 100))
      .pipe(PlanBody.shape.yearly_price_paise),
  });
type FormValues = z.input<ReturnType<typeof planFormSchema>>;
type FormOutput = z.output<ReturnType<typeof planFormSchema>>;
const FIELDS = ['name', ...LIMITS] as const;

const valuesOf = (plan: Plan | null): FormValues => ({
  name: plan?.name ?? '',
  max_approved_students: plan?.max_approved_students ?? null,
  max_running_exams: plan?.max_running_exams ?? null,
  max_bank_questions: plan?.max_bank_questions ?? null,
  yearly_price_rupees: plan === null ? 0 : plan.yearly_price_paise / 100,
});

/** An empty limit field is no limit (null); anything else the number typed. */
const limitValue = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * Creating a plan, or editing one (`plan`), in a dialog: its name, its three limits (empty:
 * unlimited) and its yearly price in rupees. The server's refusal (a name taken) shows by its field.
 */
export function PlanFormDialog({
  plan,
  onClose,
  onSaved,
}: {
  /** The plan to edit; null for a new one. */
  plan: Plan | null;
  onClose: () => void;
  onSaved: (detail: string) => void;
}) {
  const { t } = useLingui();
  const fixedText = useFixedText();
  const [createPlan] = useCreatePlanMutation();
  const [updatePlan] = useUpdatePlanMutation();
  const schema = useMemo(() => planFormSchema(t`Enter the yearly price in rupees (0 for a free plan).`), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: valuesOf(plan),
  });
  const { outcome, send } = useFormSubmission({ setError }, FIELDS, t`The plan could not be saved.`);

  const submit = async (values: FormOutput) => {
    const { yearly_price_rupees: paise, ...rest } = values;
    const body = { ...rest, yearly_price_paise: paise };
    const result = await send(() =>
      plan === null ? createPlan(body) : updatePlan({ planId: plan.id, body }),
    );
    if (result !== undefined) onSaved(result.detail);
  };

  const most = formatNumber(PLAN_LIMIT_MAX);
  const limitLabels: Record<LimitField, string> = {
    max_approved_students: t`Approved students`,
    max_running_exams: t`Exams running at once`,
    max_bank_questions: t`Questions in the college's bank`,
  };
  const planName = plan?.name ?? '';
  return (
    <Dialog isOpen onClose={onClose} title={plan === null ? t`New plan` : t`Edit ${planName}`}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <TextField
          label={t`Name`}
          required
          autoComplete="off"
          error={errors.name?.message && fixedText(errors.name.message)}
          {...register('name')}
        />
        {LIMITS.map((field) => (
          <TextField
            key={field}
            label={limitLabels[field]}
            hint={t`Leave empty for unlimited; at most ${most}.`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors[field]?.message && fixedText(errors[field].message)}
            {...register(field, { setValueAs: limitValue })}
          />
        ))}
        <TextField
          label={t`Yearly price (₹)`}
          hint={t`In rupees; 0 for a free plan.`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.yearly_price_rupees?.message && fixedText(errors.yearly_price_rupees.message)}
          {...register('yearly_price_rupees', { valueAsNumber: true })}
        />
        {plan !== null && (
          <p className="text-sm text-slate-700">
            <Trans>Lowering a limit takes nothing away from the colleges on this plan.</Trans>
          </p>
        )}
        <FormAlerts outcome={outcome} serverError={errors.root?.server} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Saving...` : plan === null ? t`Create plan` : t`Save plan`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
