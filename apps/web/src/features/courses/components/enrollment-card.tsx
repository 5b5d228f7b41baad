import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrollmentView } from '@vidya/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { getStudentCourseHref } from '../../../lib/course-links';
import { getPlayerHref } from '../course-links';
import { CourseImage } from '../../../components/course/course-image';
import { FixedText } from '../../../lib/i18n/fixed-texts';

function EnrollmentStatusBadge({ enrollment }: { enrollment: EnrollmentView }) {
  if (enrollment.progress.is_completed)
    return (
      <Badge tone="success">
        <Trans>Completed</Trans>
      </Badge>
    );
  if (enrollment.progress.completed_lessons === 0)
    return (
      <Badge>
        <Trans>Not started</Trans>
      </Badge>
    );
  return (
    <Badge tone="warning">
      <Trans>In progress</Trans>
    </Badge>
  );
}

/** One course the student is enrolled in: where they are, and the way back in. */
export function EnrollmentCard({ enrollment }: { enrollment: EnrollmentView }) {
  const { t } = useLingui();
  const { course, progress } = enrollment;
  const title = course.title;
  const percentage = progress.percentage;
  const done = progress.completed_lessons;
  const total = progress.total_lessons;
  const finished = enrollment.completed_at === null ? null : formatDate(enrollment.completed_at);
  const actionLabel = progress.is_completed
    ? t`Review lessons`
    : progress.completed_lessons === 0
      ? t`Start course`
      : t`Continue learning`;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <CourseImage image={course.image} className="h-24 w-full shrink-0 rounded-xl sm:w-36" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <EnrollmentStatusBadge enrollment={enrollment} />
          <span className="text-sm text-slate-600">
            <FixedText text={course.category} />
          </span>
        </div>
        <h3 className="text-base font-semibold text-slate-900">
          <Link
            to={getStudentCourseHref(course)}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {course.title}
          </Link>
        </h3>
        <ProgressBar value={progress.percentage} label={t`Progress in ${title}`} />
        <p className="text-sm text-slate-700">
          {finished === null ? (
            <Trans>
              {percentage}% complete · {done} of {total} lessons
            </Trans>
          ) : (
            <Trans>
              {percentage}% complete · {done} of {total} lessons · finished {finished}
            </Trans>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <LinkButton to={getPlayerHref(course.id)} size="sm" aria-label={t`${actionLabel}: ${title}`}>
          {actionLabel}
        </LinkButton>
        {progress.is_completed && (
          <TextLink to={paths.student.certificates.href()} aria-label={t`View certificate for ${title}`}>
            <Trans>View certificate</Trans>
          </TextLink>
        )}
      </div>
    </article>
  );
}
