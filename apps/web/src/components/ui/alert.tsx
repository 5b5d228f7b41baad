import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const TONES: Record<AlertTone, { classes: string; Icon: typeof Info }> = {
  error: { classes: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle },
  warning: { classes: 'border-amber-200 bg-amber-50 text-amber-900', Icon: TriangleAlert },
  info: { classes: 'border-indigo-200 bg-indigo-50 text-indigo-900', Icon: Info },
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
};

/** A message box. Errors are announced as alerts; the other tones politely. */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  const { classes, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={joinClassNames('flex gap-3 rounded-lg border p-3 text-sm', classes, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
