import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@vidya/contract';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { withFromPath } from '../../../lib/from-path';
import { parseIdParam, paths } from '../../../lib/paths';
import { selectSession } from '../../../lib/session/session-slice';
import { CourseFacts, CourseFrame, LessonList } from '../../../components/course/course-frame';
import { CourseNotFound } from '../../../components/course/course-not-found';
import { CoursePrice } from '../../../components/course/course-price';
import { useGetPublicCourseQuery } from '../api';
import { getPublicCourseHref, getStudentCourseHref, toCourseIdSlug } from '../../../lib/course-links';
import { usePageMeta } from '../use-page-meta';
import { usePromotion } from '../use-promotion';

/**
 * The way in. A visitor signs in (or signs up) and comes back to this course in the student
 * area, where enrolling and paying continue; a signed-in student goes there at once.
 */
function EnrollPanel({ course }: { course: CourseDetail }) {
  const { isAuthenticated, userRole } = useSelector(selectSession);
  const studentCourse = getStudentCourseHref(course);
  return (
    <div className="space-y-4">
      <CoursePrice price={course.price} originalPrice={course.original_price} />
      <CourseFacts course={course} />
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
      <LessonList
        lessons={course.lesson_list}
        renderLesson={(lesson) => <span className="font-medium text-slate-900">{lesson.title}</span>}
      />
    </section>
  );
}

function PublicCourseNotFound({ detail }: { detail?: string }) {
  const { t } = useLingui();
  usePageMeta(t`Course not found`, undefined);
  return <CourseNotFound detail={detail} browseHref={paths.catalogue.href()} />;
}

function PublicCourse({ courseId, idSlug }: { courseId: number; idSlug: string }) {
  const query = useGetPublicCourseQuery(courseId);
  // Keeps the price honest: when the promotion ends while the page is open, it is fetched again.
  usePromotion();
  usePageMeta(query.data?.title, query.data?.description);
  return (
    <CourseFrame
      query={query}
      idSlug={idSlug}
      idSlugOf={toCourseIdSlug}
      hrefOf={getPublicCourseHref}
      notFound={(detail) => <PublicCourseNotFound detail={detail} />}
      aside={(course) => <EnrollPanel course={course} />}
      backHref={paths.catalogue.href()}
    >
      {(course) => <LessonTitles course={course} />}
    </CourseFrame>
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
