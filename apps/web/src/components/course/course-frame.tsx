import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CourseDetail, type LessonView } from '@vidya/contract';
import { BookOpen, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';
import { QueryError } from '../ui/query-error';
import { CourseDetailsSkeleton } from '../ui/skeleton';
import { TextLink } from '../ui/text-link';
import { describeFailure, readErrorStatus } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { CourseBadges } from './course-badges';
import { LengthText } from './lesson-duration';
import { CourseImage } from './course-image';
import { CourseRating } from './course-rating';

/** What a course query hands the frame (RTK Query's result, either page's). */
type CourseQuery = {
  data?: CourseDetail;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
};

/**
 * One course page's frame, the public page's and the student area's (decision 030): loading,
 * not found, a failed read with Retry, settling an old slug on the course's own address, then the
 * layout: picture, category, title and description, who teaches, `children` (the lessons), the
 * reviews, and beside them `aside` (the way in) with a link back to the list.
 */
export function CourseFrame({
  query: { data: course, error, isLoading, refetch },
  idSlug,
  idSlugOf,
  hrefOf,
  notFound,
  aside,
  backHref,
  children,
}: {
  query: CourseQuery;
  idSlug: string;
  /** The `{courseIdSlug}` of the course's own address, to settle an old one on it. */
  idSlugOf: (course: CourseDetail) => string;
  hrefOf: (course: CourseDetail) => string;
  notFound: (detail: string) => ReactNode;
  aside: (course: CourseDetail) => ReactNode;
  backHref: string;
  children: (course: CourseDetail) => ReactNode;
}) {
  const { t } = useLingui();
  if (isLoading) return <CourseDetailsSkeleton />;
  if (course === undefined) {
    if (readErrorStatus(error) === 404)
      return notFound(describeFailure(error, FALLBACK_MESSAGES.courseDetailsFetch));
    return (
      <>
        <PageHeader title={t`Course details`} />
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.courseDetailsFetch}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  // A link with only the id, or an old slug after a rename, settles on the current address.
  if (idSlugOf(course) !== idSlug) return <Navigate to={hrefOf(course)} replace />;

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <div className="space-y-4">
          <CourseImage image={course.image} className="h-56 w-full rounded-2xl" />
          <CourseBadges course={course} />
          <PageHeader title={course.title} description={course.description} />
        </div>
        <Instructor course={course} />
        {children(course)}
        <Reviews course={course} />
      </div>
      <aside aria-label={t`Enrollment`} className="lg:sticky lg:top-24 lg:self-start">
        <Card>{aside(course)}</Card>
        <p className="mt-4 text-sm">
          <TextLink to={backHref}>
            <Trans>Back to all courses</Trans>
          </TextLink>
        </p>
      </aside>
    </div>
  );
}

/** Who teaches, in the admin's words (issue #17); nothing when the course has no such text. */
function Instructor({ course }: { course: CourseDetail }) {
  if (course.instructor === null) return null;
  return (
    <section aria-labelledby="course-instructor-heading" className="space-y-2">
      <h2 id="course-instructor-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Instructor</Trans>
      </h2>
      <p className="whitespace-pre-line text-slate-700">{course.instructor}</p>
    </section>
  );
}

/** The number of lessons and, when the admin gave lengths, how long the course takes. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const lessons = course.lesson_list.length;
  const total = course.total_duration_seconds;
  return (
    <ul className="space-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <BookOpen aria-hidden="true" className="h-4 w-4" />
        <Plural
          value={lessons}
          one="# lesson · learn at your own pace"
          other="# lessons · learn at your own pace"
        />
      </li>
      {total !== null && (
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="h-4 w-4" />
          <span>
            <Trans>
              Total length <LengthText seconds={total} className="font-semibold text-slate-900" />
            </Trans>
          </span>
        </li>
      )}
    </ul>
  );
}

/**
 * The numbered lessons, each with its length when it has one; `renderLesson` gives what each
 * shows (a title, or a link and a description).
 */
export function LessonList({
  lessons,
  renderLesson,
}: {
  lessons: LessonView[];
  renderLesson: (lesson: LessonView) => ReactNode;
}) {
  const { t } = useLingui();
  if (lessons.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>This course has no lessons yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {lessons.map((lesson, index) => (
        <li key={lesson.id} className="flex items-start gap-4 p-4">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-800"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 self-center">{renderLesson(lesson)}</div>
          {lesson.duration_seconds !== null && (
            <span className="shrink-0 self-center text-sm text-slate-600">
              <span className="sr-only">{t`Length:`} </span>
              <LengthText seconds={lesson.duration_seconds} />
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

function Reviews({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="course-reviews-heading" className="space-y-4">
      <h2 id="course-reviews-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Reviews</Trans>
      </h2>
      <CourseRating rating={course.rating} reviewsCount={course.reviews_count} />
      {course.reviews.length > 0 && (
        <ul className="space-y-3">
          {course.reviews.map((review) => {
            const stars = review.rating;
            return (
              <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <p className="flex flex-wrap items-center gap-x-3 text-sm">
                  <span className="font-semibold text-slate-900">{review.student_name}</span>
                  <span className="text-amber-800" role="img" aria-label={t`${stars} out of 5 stars`}>
                    {'★'.repeat(review.rating)}
                    <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
                  </span>
                  <span className="text-slate-600">{formatDate(review.created_at)}</span>
                </p>
                {review.comment !== '' && <p className="mt-2 text-slate-700">{review.comment}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
