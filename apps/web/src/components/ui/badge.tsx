import type { ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';

export type BadgeTone = 'success' | 'warning' | 'neutral' | 'danger';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={joinClassNames(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
