import { useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const matches = useMatches();
  const handle = findRouteHandle(matches);
  const title =
    handle === undefined
      ? t`Coming soon`
      : typeof handle.title === 'string'
        ? handle.title
        : i18n._(handle.title);
  const pathname = matches.at(-1)?.pathname ?? '/';
  const area = getDashboardArea(pathname);
  const back =
    area === null
      ? { label: t`Go to Home`, to: paths.home.href() }
      : { label: t`Back to dashboard`, to: getDashboardPath(area) };

  const plannedText = handle?.plannedPath === undefined ? undefined : PLANNED_PAGE_TEXTS[handle.plannedPath];

  return (
    <div className={area === null ? 'mx-auto max-w-3xl px-4 py-16 sm:px-6' : undefined}>
      <PageHeader title={title} />
      <Card className="space-y-4">
        {plannedText !== undefined && <p className="text-slate-700">{i18n._(plannedText)}</p>}
        <nav aria-label={t`Where to go from here`}>
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
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </div>
  );
}
