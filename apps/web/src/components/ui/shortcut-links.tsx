import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export type Shortcut = { label: string; description: string; to: string };

/** Cards that each lead to one page. */
export function ShortcutLinks({ title, shortcuts }: { title: string; shortcuts: Shortcut[] }) {
  return (
    <section aria-labelledby="shortcuts-heading" className="mt-10">
      <h2 id="shortcuts-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              to={shortcut.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="flex items-center justify-between font-semibold text-slate-900">
                {shortcut.label}
                <ArrowRight
                  aria-hidden="true"
                  className="h-4 w-4 text-indigo-700 transition group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-slate-600">{shortcut.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
