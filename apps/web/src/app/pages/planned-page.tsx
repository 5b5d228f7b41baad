import { ArrowLeft } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { getDashboardArea, getDashboardPath, paths } from '../../lib/paths';
import { findRouteHandle } from '../route-handle';
import { PLANNED_PAGE_TEXTS } from './planned-page-texts';

const linkClassName =
  'inline-flex items-center gap-2 font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * A page that a later release fills: its name, one honest line on what it will hold, and ways
 * onward. Never sample data.
 */
export function PlannedPage() {
  const matches = useMatches();
  const handle = findRouteHandle(matches);
  const pathname = matches.at(-1)?.pathname ?? '/';
  const area = getDashboardArea(pathname);
  const back =
    area === null
      ? { label: 'Go to Home', to: paths.home.href() }
      : { label: 'Back to dashboard', to: getDashboardPath(area) };

  return (
    <div className={area === null ? 'mx-auto max-w-3xl px-4 py-16 sm:px-6' : undefined}>
      <PageHeader title={handle?.title ?? 'Coming soon'} />
      <Card className="space-y-4">
        {handle?.plannedPath && <p className="text-slate-700">{PLANNED_PAGE_TEXTS[handle.plannedPath]}</p>}
        <nav aria-label="Where to go from here">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={back.to} className={linkClassName}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                {back.label}
              </Link>
            </li>
            {handle?.related?.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </div>
  );
}
