import { Trans } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CourseDetail } from '@vidya/contract';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths, parseIdParam } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { CourseDetailsSkeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { useGetCourseWithLessonsQuery } from '../api';
import { CourseStatusBadge } from '../course-status';
import { CourseForm, type SaveNotice } from './course-form';
import { readErrorStatus } from '../../../lib/errors';

const readNotice = (state: unknown): SaveNotice | null => {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return typeof notice === 'object' && notice !== null && 'text' in notice && 'tone' in notice
    ? (notice as SaveNotice)
    : null;
};

/**
 * A course's details form under the page's title, loaded from the URL's course id; `children`
 * adds what else the page edits (the lessons).
 */
export function CourseEditor({
  title,
  idParam,
  children,
}: {
  title: string;
  idParam: string | undefined;
  children?: (course: CourseDetail) => ReactNode;
}) {
  const courseId = parseIdParam(idParam);
  const location = useLocation();
  const [notice, setNotice] = useState<SaveNotice | null>(() => readNotice(location.state));
  const {
    data: course,
    error,
    isLoading,
    refetch,
  } = useGetCourseWithLessonsQuery(courseId ?? 0, {
    skip: courseId === null,
  });

  if (courseId === null || readErrorStatus(error) === 404) {
    return (
      <>
        <PageHeader title={title} />
        <Card className="space-y-3">
          <p className="text-slate-700">
            {courseId === null ? (
              <Trans>This address does not name a course.</Trans>
            ) : (
              <Trans>There is no course with this id.</Trans>
            )}
          </p>
          <TextLink to={paths.admin.courseList.href()}>
            <Trans>Back to all courses</Trans>
          </TextLink>
        </Card>
      </>
    );
  }
  if (isLoading) return <CourseDetailsSkeleton />;
  if (course === undefined) {
    return (
      <>
        <PageHeader title={title} />
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.courseDetailsFetch}
          onRetry={() => void refetch()}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <span className="font-semibold text-slate-900">{course.title}</span>
            <CourseStatusBadge isActive={course.is_active} />
          </span>
        }
        actions={
          <TextLink to={paths.admin.courseList.href()}>
            <Trans>All courses</Trans>
          </TextLink>
        }
      />
      {notice !== null && (
        <Alert tone={notice.tone} className="mb-6">
          {notice.text}
        </Alert>
      )}
      <div className="space-y-10">
        <section aria-labelledby="details-heading">
          <Card className="max-w-3xl space-y-6">
            <h2 id="details-heading" className="text-xl font-semibold text-slate-900">
              <Trans>Course details</Trans>
            </h2>
            <CourseForm
              key={course.id}
              course={course}
              onSaved={(_saved, saveNotice) => setNotice(saveNotice)}
            />
          </Card>
        </section>
        {children?.(course)}
      </div>
    </>
  );
}
