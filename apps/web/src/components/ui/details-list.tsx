import type { ReactNode } from 'react';

/** Label–value pairs, as a description list. */
export function DetailsList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-base break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
