import { joinClassNames } from '../../lib/class-names';

/** A determinate progress bar from 0 to 100, named for assistive technology by `label`. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={joinClassNames('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={joinClassNames(
          'h-full rounded-full',
          clamped === 100 ? 'bg-emerald-600' : 'bg-indigo-600',
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
