import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CheckoutResponse, type CourseDetail } from '@vidya/contract';
import { Lock, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths, parseIdParam } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure, readErrorStatus } from '../../../lib/errors';
import { useEnrollInCourseMutation, useGetCourseQuery, useStartCheckoutMutation } from '../api';
import { CheckoutPanel } from '../components/checkout-panel';
import { CourseFacts, CourseFrame, LessonList } from '../../../components/course/course-frame';
import { CourseNotFound } from '../../../components/course/course-not-found';
import { CoursePrice } from '../../../components/course/course-price';
import { getStudentCourseHref, toCourseIdSlug } from '../../../lib/course-links';
import { getPlayerHref } from '../course-links';

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
  return (
    <div className="space-y-4">
      <CoursePrice price={course.price} originalPrice={course.original_price} size="lg" />
      <CourseFacts course={course} />
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
      <LessonList
        lessons={course.lesson_list}
        renderLesson={(lesson) => (
          <>
            <h3 className="font-medium text-slate-900">
              {course.is_enrolled ? (
                <TextLink to={getPlayerHref(course.id, lesson.id)}>{lesson.title}</TextLink>
              ) : (
                lesson.title
              )}
            </h3>
            {lesson.description !== '' && <p className="mt-1 text-sm text-slate-700">{lesson.description}</p>}
          </>
        )}
      />
    </section>
  );
}

function CourseDetails({ courseId, idSlug }: { courseId: number; idSlug: string }) {
  const query = useGetCourseQuery(courseId);
  return (
    <CourseFrame
      query={query}
      idSlug={idSlug}
      idSlugOf={toCourseIdSlug}
      hrefOf={getStudentCourseHref}
      notFound={(detail) => <CourseNotFound detail={detail} />}
      aside={(course) => <EnrollPanel course={course} />}
      backHref={paths.student.courses.href()}
    >
      {(course) => <LessonOutline course={course} />}
    </CourseFrame>
  );
}

/** `/StudentDashboard/Courses/{courseIdSlug}`: one course, its lessons, price and reviews. */
export function CourseDetailsPage() {
  const { courseIdSlug = '' } = useParams();
  const courseId = parseIdParam(courseIdSlug, { slug: true });
  if (courseId === null) return <CourseNotFound />;
  return <CourseDetails key={courseId} courseId={courseId} idSlug={courseIdSlug} />;
}
