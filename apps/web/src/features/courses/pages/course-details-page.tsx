import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CheckoutResponse, type CourseDetail } from '@vidya/contract';
import { BookOpen, Lock, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths, parseIdParam } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { CourseDetailsSkeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure, readErrorStatus } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useEnrollInCourseMutation, useGetCourseQuery, useStartCheckoutMutation } from '../api';
import { CheckoutPanel } from '../components/checkout-panel';
import { CourseImage } from '../components/course-image';
import { CourseNotFound } from '../components/course-not-found';
import { CoursePrice } from '../components/course-price';
import { CourseRating } from '../components/course-rating';
import { getCourseHref, getPlayerHref, toCourseIdSlug } from '../course-links';
import { FixedText } from '../../../lib/i18n/fixed-texts';

const readDetail = (error: unknown) => describeFailure(error, FALLBACK_MESSAGES.enroll);

type Checkout = { notice: string; checkout: CheckoutResponse };

/** Price and the way in: continue, enroll for free, or pay first (spec §2). */
function EnrollPanel({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [enrollInCourse, { isLoading: isEnrolling }] = useEnrollInCourseMutation();
  const [startCheckout, { isLoading: isStartingCheckout }] = useStartCheckoutMutation();
  const [error, setError] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const playerHref = getPlayerHref(course.id);

  const enroll = async () => {
    setError(null);
    const result = await enrollInCourse(course.id);
    if (result.error === undefined) {
      await navigate(playerHref, { state: { notice: result.data.detail } });
      return;
    }
    const status = readErrorStatus(result.error);
    if (status === 409) {
      // Enrolled meanwhile (another tab, or a payment that just settled).
      await navigate(playerHref);
      return;
    }
    if (status !== 402) {
      setError(readDetail(result.error));
      return;
    }
    const opened = await startCheckout(course.id);
    if (opened.error !== undefined)
      setError(describeFailure(opened.error, t`The payment could not be started. Please try again.`));
    else setCheckout({ notice: readDetail(result.error), checkout: opened.data });
  };

  if (checkout !== null) {
    return (
      <CheckoutPanel
        courseId={course.id}
        checkout={checkout.checkout}
        notice={checkout.notice}
        onPaid={(result) => void navigate(playerHref, { state: { notice: result.detail } })}
        onCancel={() => setCheckout(null)}
      />
    );
  }

  const isBusy = isEnrolling || isStartingCheckout;
  const lessonCount = course.lesson_list.length;
  return (
    <div className="space-y-4">
      <CoursePrice course={course} size="lg" />
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <BookOpen aria-hidden="true" className="h-4 w-4" />
        {t`${plural(lessonCount, {
          one: '# lesson · learn at your own pace',
          other: '# lessons · learn at your own pace',
        })}`}
      </p>
      {error !== null && <Alert tone="error">{error}</Alert>}
      {course.is_enrolled ? (
        <>
          <Badge tone="success">
            <Trans>You are enrolled</Trans>
          </Badge>
          <LinkButton to={playerHref} isFullWidth>
            <PlayCircle aria-hidden="true" className="h-4 w-4" />
            <Trans>Continue learning</Trans>
          </LinkButton>
        </>
      ) : (
        <Button isFullWidth disabled={isBusy} onClick={() => void enroll()}>
          {isBusy ? t`Enrolling...` : course.is_free ? t`Enroll for free` : t`Enroll now`}
        </Button>
      )}
    </div>
  );
}

function LessonOutline({ course }: { course: CourseDetail }) {
  return (
    <section aria-labelledby="lessons-heading" className="space-y-4">
      <h2 id="lessons-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Lessons</Trans>
      </h2>
      {!course.is_enrolled && course.lesson_list.length > 0 && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="h-4 w-4" />
          <Trans>Enroll to watch the lessons.</Trans>
        </p>
      )}
      {course.lesson_list.length === 0 ? (
        <p className="text-slate-700">
          <Trans>This course has no lessons yet.</Trans>
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {course.lesson_list.map((lesson, index) => (
            <li key={lesson.id} className="flex gap-4 p-4">
              <span
                aria-hidden="true"
                className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-800"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-medium text-slate-900">
                  {course.is_enrolled ? (
                    <TextLink to={getPlayerHref(course.id, lesson.id)}>{lesson.title}</TextLink>
                  ) : (
                    lesson.title
                  )}
                </h3>
                {lesson.description !== '' && (
                  <p className="mt-1 text-sm text-slate-700">{lesson.description}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Reviews({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
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
                  <span className="text-amber-800" aria-label={t`${stars} out of 5 stars`}>
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

function CourseDetails({ courseId, idSlug }: { courseId: number; idSlug: string }) {
  const { t } = useLingui();
  const { data: course, error, isLoading, refetch } = useGetCourseQuery(courseId);

  if (isLoading) return <CourseDetailsSkeleton />;
  if (course === undefined) {
    if (readErrorStatus(error) === 404)
      return <CourseNotFound detail={describeFailure(error, FALLBACK_MESSAGES.courseDetailsFetch)} />;
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
  if (toCourseIdSlug(course) !== idSlug) return <Navigate to={getCourseHref(course)} replace />;

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <div className="space-y-4">
          <CourseImage image={course.image} className="h-56 w-full rounded-2xl" />
          <div className="flex flex-wrap gap-2">
            <Badge>
              <FixedText text={course.category} />
            </Badge>
            {course.is_featured && (
              <Badge tone="warning">
                <Trans>Featured</Trans>
              </Badge>
            )}
          </div>
          <PageHeader title={course.title} description={course.description} />
        </div>
        <LessonOutline course={course} />
        <Reviews course={course} />
      </div>
      <aside aria-label={t`Enrollment`} className="lg:sticky lg:top-24 lg:self-start">
        <Card>
          <EnrollPanel course={course} />
        </Card>
        <p className="mt-4 text-sm">
          <TextLink to={paths.student.courses.href()}>
            <Trans>Back to all courses</Trans>
          </TextLink>
        </p>
      </aside>
    </div>
  );
}

/** `/StudentDashboard/Courses/{courseIdSlug}`: one course, its lessons, price and reviews. */
export function CourseDetailsPage() {
  const { courseIdSlug = '' } = useParams();
  const courseId = parseIdParam(courseIdSlug, { slug: true });
  if (courseId === null) return <CourseNotFound />;
  return <CourseDetails key={courseId} courseId={courseId} idSlug={courseIdSlug} />;
}
