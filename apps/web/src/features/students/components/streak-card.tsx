import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type StudentStreak } from '@vidya/contract';
import { Card } from '../../../components/ui/card';
import { QueryError } from '../../../components/ui/query-error';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { joinClassNames } from '../../../lib/class-names';
import { formatDate } from '../../../lib/format';
import { useGetStudentStreakQuery } from '../dashboard-api';

/** One day of the calendar: a square to see, and its date and activity in words for screen readers. */
function CalendarDay({ day, isToday }: { day: StudentStreak['calendar'][number]; isToday: boolean }) {
  const { t } = useLingui();
  const date = formatDate(day.date);
  const count = day.activities;
  const words = day.active
    ? plural(count, { one: `${date}: # learning activity`, other: `${date}: # learning activities` })
    : t`${date}: no learning activity`;
  return (
    <li title={words} className="flex">
      <span
        aria-hidden="true"
        className={joinClassNames(
          'h-6 w-6 rounded-md border',
          day.active ? 'border-emerald-700 bg-emerald-600' : 'border-slate-300 bg-slate-100',
          isToday && 'ring-2 ring-indigo-600 ring-offset-1',
        )}
      />
      <span className="sr-only">{isToday ? t`Today, ${words}` : words}</span>
    </li>
  );
}

/** Days in a row with a lesson completed or an exam answered, and the last 30 days (IST). */
export function StreakCard() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetStudentStreakQuery(undefined, {
    refetchOnMountOrArgChange: 60,
  });

  return (
    <Card>
      <section aria-labelledby="streak-heading" className="space-y-4">
        <h2 id="streak-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Learning streak</Trans>
        </h2>
        {isLoading ? (
          <div role="status" aria-label={t`Loading your streak`} className="space-y-2">
            <SkeletonBlock className="h-8 w-40" />
            <SkeletonBlock className="h-14 w-full" />
          </div>
        ) : data === undefined ? (
          <QueryError error={error} fallback={FALLBACK_MESSAGES.statsFetch} onRetry={() => void refetch()} />
        ) : (
          <>
            <p className="text-3xl font-bold text-slate-900">
              <Plural value={data.current_streak} one="# day" other="# days" />
            </p>
            <p className="text-sm text-slate-700">
              {data.current_streak === 0 ? (
                <Trans>Complete a lesson or answer an exam today to start a streak.</Trans>
              ) : (
                <Trans>Current streak of days in a row with a lesson completed or an exam answered.</Trans>
              )}{' '}
              <Plural value={data.longest_streak} one="Longest: # day." other="Longest: # days." />
            </p>
            <div>
              <h3 id="streak-calendar-heading" className="mb-2 text-sm font-medium text-slate-700">
                <Trans>The last 30 days (India Standard Time)</Trans>
              </h3>
              <ol aria-labelledby="streak-calendar-heading" className="flex flex-wrap gap-1.5">
                {data.calendar.map((day) => (
                  <CalendarDay key={day.date} day={day} isToday={day.date === data.today} />
                ))}
              </ol>
              <p className="mt-2 flex items-center gap-4 text-xs text-slate-600" aria-hidden="true">
                <span className="flex items-center gap-1">
                  <span className="h-3 w-3 rounded-sm border border-emerald-700 bg-emerald-600" />
                  <Trans>Active</Trans>
                </span>
                <span className="flex items-center gap-1">
                  <span className="h-3 w-3 rounded-sm border border-slate-300 bg-slate-100" />
                  <Trans>No activity</Trans>
                </span>
              </p>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
