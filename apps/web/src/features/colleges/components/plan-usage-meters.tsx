import { useLingui } from '@lingui/react/macro';
import type { PlanMeter, PlanUsage } from '@vidya/contract';
import { useId } from 'react';
import { joinClassNames } from '../../../lib/class-names';
import { formatNumber } from '../../../lib/format';

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

/** YourPlan's meters, one per limit; the dashboard shows the same. */
export function PlanUsageMeters({ usage }: { usage: PlanUsage }) {
  const { t } = useLingui();
  const { approved_students: students, running_exams: exams, bank_questions: questions } = usage;
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
