import type { ReactNode } from 'react';
import { SkeletonBlock } from './skeleton-block';

export type StatItem = { label: string; value: ReactNode; detail?: ReactNode };

/** Figures side by side, as a description list; placeholders stand in while they load. */
export function StatCards({ items, isLoading = false }: { items: StatItem[]; isLoading?: boolean }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={isLoading || undefined}>
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900">
            {isLoading ? <SkeletonBlock className="h-8 w-16" /> : item.value}
          </dd>
          {item.detail !== undefined && !isLoading && (
            <dd className="mt-1 text-sm text-slate-600">{item.detail}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
