import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/ui/button';

type HeroLink = { to: string; label: string };

/** The top of a marketing page: its h1, a lead paragraph and the main action with a second one beside it. */
export function MarketingHero({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: { main: HeroLink; other: HeroLink };
}) {
  return (
    <section className="bg-indigo-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-indigo-200 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <div className="mt-6 max-w-2xl text-lg leading-8 text-indigo-100">{lead}</div>
        {actions && (
          <div className="mt-10 flex flex-wrap gap-4">
            <LinkButton to={actions.main.to} variant="inverse" size="lg">
              {actions.main.label}
            </LinkButton>
            <LinkButton to={actions.other.to} variant="outlineInverse" size="lg">
              {actions.other.label}
            </LinkButton>
          </div>
        )}
      </div>
    </section>
  );
}

export function MarketingSection({
  id,
  title,
  intro,
  children,
  isTinted = false,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  isTinted?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={isTinted ? 'bg-slate-50' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</div>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A list of what something includes, each item ticked. */
export function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export type Feature = { Icon: LucideIcon; title: string; text: ReactNode };

export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon aria-hidden="true" className="h-7 w-7 text-indigo-700" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, in order. */
export function Steps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-indigo-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
