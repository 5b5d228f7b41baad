import type { ComponentProps } from 'react';

/** A labelled checkbox with a one-line explanation under its label. */
export function CheckboxField({
  label,
  hint,
  ...props
}: ComponentProps<'input'> & { label: string; hint: string }) {
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 rounded border-slate-400 text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        {...props}
      />
      <span>
        <span className="block text-sm font-medium text-slate-800">{label}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}
