import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QueryError } from '../../../components/ui/query-error';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { useGetMyEnrollmentsQuery } from '../api';
import { getPlayerHref } from '../course-links';

/** Each enrolled course not yet completed, with its progress and a link back into the player. */
export function ContinueLearning() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetMyEnrollmentsQuery(
    { page: 1, status: 'in_progress' },
    { refetchOnMountOrArgChange: 60 },
  );

  return (
    <Card className="mt-6">
      <section aria-labelledby="continue-learning-heading" className="space-y-4">
        <h2 id="continue-learning-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Continue learning</Trans>
        </h2>
        {isLoading ? (
          <div role="status" aria-label={t`Loading your courses`} className="space-y-2">
            <SkeletonBlock className="h-6 w-1/2" />
            <SkeletonBlock className="h-3 w-full" />
          </div>
        ) : data === undefined ? (
          <QueryError
            error={error}
            fallback={FALLBACK_MESSAGES.enrollmentsFetch}
            onRetry={() => void refetch()}
          />
        ) : data.results.length === 0 ? (
          <p className="text-slate-700">
            <Trans>
              No course in progress.{' '}
              <TextLink to={paths.student.courses.href()}>Find a course to start</TextLink>.
            </Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.results.map((enrollment) => {
              const title = enrollment.course.title;
              const { percentage, completed_lessons: done, total_lessons: total } = enrollment.progress;
              return (
                <li key={enrollment.id} className="space-y-2 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <TextLink to={getPlayerHref(enrollment.course.id, enrollment.last_lesson ?? undefined)}>
                      {title}
                    </TextLink>
                    <span className="text-sm text-slate-700">
                      <Trans>
                        {done} of {total} lessons · {percentage}%
                      </Trans>
                    </span>
                  </div>
                  <ProgressBar value={percentage} label={t`Progress in ${title}`} />
                </li>
              );
            })}
          </ul>
        )}
        {data !== undefined && data.count > data.results.length && (
          <p>
            <TextLink to={paths.student.courses.href()}>
              <Trans>All your courses</Trans>
            </TextLink>
          </p>
        )}
      </section>
    </Card>
  );
}
