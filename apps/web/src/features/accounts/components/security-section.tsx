import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { joinClassNames } from '../../../lib/class-names';

/** One titled card of the security page; its h2 names the region for screen-reader navigation. */
export function SecuritySection({
  id,
  title,
  description,
  children,
  isDanger = false,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  isDanger?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Card className={joinClassNames(isDanger && 'border-red-200')}>
        <h2
          id={headingId}
          className={joinClassNames('text-lg font-semibold', isDanger ? 'text-red-800' : 'text-slate-900')}
        >
          {title}
        </h2>
        <div className="mt-1 mb-5 text-sm text-slate-600">{description}</div>
        {children}
      </Card>
    </section>
  );
}
