import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CourseDetail } from '@vidya/contract';
import { BookOpen } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { CourseDetailsSkeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure, readErrorStatus } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { withFromPath } from '../../../lib/from-path';
import { FixedText } from '../../../lib/i18n/fixed-texts';
import { parseIdParam, paths } from '../../../lib/paths';
import { selectSession } from '../../../lib/session/session-slice';
import { useGetPublicCourseQuery } from '../api';
import { CoursePrice } from '../components/course-price';
import { CourseImage } from '../components/trending-courses';
import { getPublicCourseHref, getStudentCourseHref, toCourseIdSlug } from '../course-link';
import { usePageMeta } from '../use-page-meta';
import { usePromotion } from '../use-promotion';

/**
 * The way in. A visitor signs in (or signs up) and comes back to this course in the student
 * area, where enrolling and paying continue; a signed-in student goes there at once.
 */
function EnrollPanel({ course }: { course: CourseDetail }) {
  const { isAuthenticated, userRole } = useSelector(selectSession);
  const studentCourse = getStudentCourseHref(course);
  const lessons = course.lesson_list.length;
  return (
    <div className="space-y-4">
      <CoursePrice price={course.is_free ? 0 : course.price} originalPrice={course.original_price} />
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <BookOpen aria-hidden="true" className="h-4 w-4" />
        <Plural
          value={lessons}
          one="# lesson · learn at your own pace"
          other="# lessons · learn at your own pace"
        />
      </p>
      {!isAuthenticated ? (
        <>
          <LinkButton to={paths.studentLogin.href()} state={withFromPath(studentCourse)} isFullWidth>
            <Trans>Enroll</Trans>
          </LinkButton>
          <p className="text-sm text-slate-700">
            <Trans>
              Sign in to enroll. New here?{' '}
              <TextLink to={paths.studentSignUp.href()} state={withFromPath(studentCourse)}>
                Create a student account
              </TextLink>
              , and you come back to this course.
            </Trans>
          </p>
        </>
      ) : userRole === 'student' ? (
        <LinkButton to={studentCourse} isFullWidth>
          {course.is_enrolled ? <Trans>Continue learning</Trans> : <Trans>Enroll</Trans>}
        </LinkButton>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>Students enroll from their own account.</Trans>
        </p>
      )}
    </div>
  );
}

function LessonTitles({ course }: { course: CourseDetail }) {
  return (
    <section aria-labelledby="public-lessons-heading" className="space-y-4">
      <h2 id="public-lessons-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Lessons</Trans>
      </h2>
      {course.lesson_list.length === 0 ? (
        <p className="text-slate-700">
          <Trans>This course has no lessons yet.</Trans>
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {course.lesson_list.map((lesson, index) => (
            <li key={lesson.id} className="flex items-center gap-4 p-4">
              <span
                aria-hidden="true"
                className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-800"
              >
                {index + 1}
              </span>
              <span className="font-medium text-slate-900">{lesson.title}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Reviews({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const reviews = course.reviews_count;
  const rating = course.rating?.toFixed(1);
  return (
    <section aria-labelledby="public-reviews-heading" className="space-y-4">
      <h2 id="public-reviews-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Reviews</Trans>
      </h2>
      {rating === undefined ? (
        <p className="text-slate-700">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <p className="text-slate-700">
          <Trans>
            Rated {rating} out of 5 (
            <Plural value={reviews} one="# review" other="# reviews" />)
          </Trans>
        </p>
      )}
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

function PublicCourseNotFound({ detail }: { detail?: string }) {
  const { t } = useLingui();
  usePageMeta(t`Course not found`, undefined);
  return (
    <>
      <PageHeader title={t`Course not found`} />
      <Card className="space-y-4">
        <p className="text-slate-700">{detail ?? t`This link does not lead to a course.`}</p>
        <p>
          <TextLink to={paths.catalogue.href()}>
            <Trans>Browse the courses</Trans>
          </TextLink>
        </p>
      </Card>
    </>
  );
}

function PublicCourse({ courseId, idSlug }: { courseId: number; idSlug: string }) {
  const { t } = useLingui();
  const { data: course, error, isLoading, refetch } = useGetPublicCourseQuery(courseId);
  // Keeps the price honest: when the promotion ends while the page is open, it is fetched again.
  usePromotion();
  usePageMeta(course?.title, course?.description);

  if (isLoading) return <CourseDetailsSkeleton />;
  if (course === undefined) {
    if (readErrorStatus(error) === 404)
      return <PublicCourseNotFound detail={describeFailure(error, FALLBACK_MESSAGES.courseDetailsFetch)} />;
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
  if (toCourseIdSlug(course) !== idSlug) return <Navigate to={getPublicCourseHref(course)} replace />;

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <div className="space-y-4">
          <div className="overflow-hidden rounded-2xl">
            <CourseImage image={course.image} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>
              <FixedText text={course.category} />
            </Badge>
          </div>
          <PageHeader title={course.title} description={course.description} />
        </div>
        <LessonTitles course={course} />
        <Reviews course={course} />
      </div>
      <aside aria-label={t`Enrollment`} className="lg:sticky lg:top-24 lg:self-start">
        <Card>
          <EnrollPanel course={course} />
        </Card>
        <p className="mt-4 text-sm">
          <TextLink to={paths.catalogue.href()}>
            <Trans>Back to all courses</Trans>
          </TextLink>
        </p>
      </aside>
    </div>
  );
}

/** `/Catalogue/{courseIdSlug}`: one published course as anyone may read it, signed in or not. */
export function PublicCoursePage() {
  const { courseIdSlug = '' } = useParams();
  const courseId = parseIdParam(courseIdSlug, { slug: true });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      {courseId === null ? (
        <PublicCourseNotFound />
      ) : (
        <PublicCourse key={courseId} courseId={courseId} idSlug={courseIdSlug} />
      )}
    </div>
  );
}
