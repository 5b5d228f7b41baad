import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CourseDetail, type ProgressResponse } from '@vidya/contract';
import { CheckCircle2, ChevronLeft, ChevronRight, Circle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { paths, parseIdParam } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QueryError } from '../../../components/ui/query-error';
import { SidePanelSkeleton } from '../../../components/ui/skeleton';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { TextLink } from '../../../components/ui/text-link';
import { joinClassNames } from '../../../lib/class-names';
import { describeFailure, readErrorStatus } from '../../../lib/errors';
import { selectSessionUser } from '../../../lib/session/session-slice';
import {
  useCompleteLessonMutation,
  useGetCourseProgressQuery,
  useGetCourseQuery,
  useReportWatchProgressMutation,
} from '../api';
import { CourseNotFound } from '../../../components/course/course-not-found';
import { LessonResources } from '../components/lesson-resources';
import { LessonCompletion } from '../components/lesson-completion';
import { LessonVideo, type WatchListener } from '../components/lesson-video';
import { CourseReviewForm } from '../components/review-form';
import { getStudentCourseHref } from '../../../lib/course-links';
import { getPlayerHref } from '../course-links';
import {
  completionAnnounced,
  lessonOpened,
  selectIsCompletionAnnounced,
  selectLastLessonId,
  type CoursesRootState,
} from '../courses-slice';
import { useCoursesPersistence } from '../use-courses-persistence';

const readNotice = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;

function PlayerSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-4 lg:col-span-2">
        <SkeletonBlock className="aspect-video w-full rounded-2xl" />
        <SkeletonBlock className="h-6 w-1/2" />
        <SkeletonBlock className="h-4 w-5/6" />
      </div>
      <SidePanelSkeleton />
    </div>
  );
}

/**
 * The lesson to show: the one in the URL, else the one last opened on this device, else the one
 * the server remembers (the last completed, spec §3 `last_lesson`), else the first.
 */
function chooseLessonId(
  course: CourseDetail,
  progress: ProgressResponse,
  requested: number | null,
  remembered: number | undefined,
): number | undefined {
  const lessonIds = new Set(course.lesson_list.map((lesson) => lesson.id));
  const candidates = [requested, remembered, progress.enrollment.last_lesson, course.lesson_list[0]?.id];
  return candidates.find((id): id is number => typeof id === 'number' && lessonIds.has(id));
}

function CompletionMessage({
  courseTitle,
  certificateCode,
}: {
  courseTitle: string;
  certificateCode: string | null;
}) {
  const certificatesHref = paths.student.certificates.href();
  return (
    <Alert tone="success" className="mb-6">
      <p className="font-semibold">
        <Trans>Congratulations! You have completed {courseTitle}.</Trans>
      </p>
      <p className="mt-1">
        {certificateCode === null ? (
          <Trans>
            Your certificate is ready. <TextLink to={certificatesHref}>View your certificate</TextLink>
          </Trans>
        ) : (
          <Trans>
            Your certificate is ready (code {certificateCode}).{' '}
            <TextLink to={certificatesHref}>View your certificate</TextLink>
          </Trans>
        )}
      </p>
    </Alert>
  );
}

/** Playing video is reported this often; a pause or the end is reported at once. */
const WATCH_REPORT_INTERVAL_MS = 12_000;
const MAX_REPORTED_SECONDS = 86_400;

/** Sends the player's watch progress to the server (issue #17), at most every ~12 s while playing. */
function useWatchReporter(courseId: number, lessonId: number | undefined): WatchListener {
  const [report] = useReportWatchProgressMutation();
  const lastSent = useRef({ lessonId, at: 0, watched: -1 });
  return useCallback(
    ({ watchedSeconds, durationSeconds, isPause }) => {
      if (lessonId === undefined) return;
      const last = lastSent.current;
      const isSameLesson = last.lessonId === lessonId;
      const now = Date.now();
      if (isSameLesson && watchedSeconds === last.watched) return;
      if (isSameLesson && !isPause && now - last.at < WATCH_REPORT_INTERVAL_MS) return;
      lastSent.current = { lessonId, at: now, watched: watchedSeconds };
      const duration = Math.min(MAX_REPORTED_SECONDS, Math.max(1, durationSeconds));
      void report({
        lessonId,
        courseId,
        body: { watched_seconds: Math.min(watchedSeconds, duration), duration_seconds: duration },
      });
    },
    [report, courseId, lessonId],
  );
}

function LessonList({
  course,
  completed,
  currentId,
}: {
  course: CourseDetail;
  completed: Set<number>;
  currentId: number;
}) {
  return (
    <nav aria-labelledby="lesson-list-heading">
      <h2 id="lesson-list-heading" className="text-base font-semibold text-slate-900">
        <Trans>Lessons</Trans>
      </h2>
      <ol className="mt-3 space-y-1">
        {course.lesson_list.map((lesson, index) => {
          const isDone = completed.has(lesson.id);
          const isCurrent = lesson.id === currentId;
          const Icon = isDone ? CheckCircle2 : Circle;
          return (
            <li key={lesson.id}>
              <Link
                to={getPlayerHref(course.id, lesson.id)}
                aria-current={isCurrent ? 'page' : undefined}
                className={joinClassNames(
                  'flex items-start gap-3 rounded-lg px-3 py-2 text-sm',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  isCurrent
                    ? 'bg-indigo-50 font-semibold text-indigo-900'
                    : 'text-slate-800 hover:bg-slate-100',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={joinClassNames(
                    'mt-0.5 h-4 w-4 shrink-0',
                    isDone ? 'text-emerald-700' : 'text-slate-500',
                  )}
                />
                <span>
                  {index + 1}. {lesson.title}
                  {isDone && (
                    <>
                      {' '}
                      <span className="sr-only">
                        <Trans>(completed)</Trans>
                      </span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Player({
  course,
  progress,
  isRehydrated,
}: {
  course: CourseDetail;
  progress: ProgressResponse;
  isRehydrated: boolean;
}) {
  const { t } = useLingui();
  const dispatch = useDispatch();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const userId = useSelector(selectSessionUser)?.id ?? 0;
  const owner = { userId, courseId: course.id };
  const remembered = useSelector((state: CoursesRootState) => selectLastLessonId(state, owner));
  const isAnnounced = useSelector((state: CoursesRootState) => selectIsCompletionAnnounced(state, owner));
  const [completeLesson, { isLoading: isCompleting }] = useCompleteLessonMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const [certificateCode, setCertificateCode] = useState<string | null>(null);
  const [isCompletionShown, setIsCompletionShown] = useState(false);

  const requested = Number(searchParams.get('lesson')) || null;
  // Without a lesson in the URL, where to resume depends on what this device remembers.
  const lessonId =
    requested !== null || isRehydrated ? chooseLessonId(course, progress, requested, remembered) : undefined;
  const lessonIndex = course.lesson_list.findIndex((lesson) => lesson.id === lessonId);
  const lesson = course.lesson_list[lessonIndex];
  const previous = course.lesson_list[lessonIndex - 1];
  const next = course.lesson_list[lessonIndex + 1];
  const completed = new Set(
    progress.lessons_progress.filter((item) => item.is_completed).map((item) => item.lesson),
  );
  const watchedOf = new Map(progress.lessons_progress.map((item) => [item.lesson, item.watched_percent]));
  const onWatch = useWatchReporter(course.id, lessonId);
  const { enrollment } = progress;
  const isCourseCompleted = enrollment.is_completed || enrollment.progress_percentage === 100;

  // The completion message shows once per course (spec §4): on the visit that first sees the
  // course completed. Remembered across reloads, so it is not repeated on the next visit.
  const shouldAnnounce = isRehydrated && isCourseCompleted && !isAnnounced;
  if (shouldAnnounce && !isCompletionShown) setIsCompletionShown(true);
  useEffect(() => {
    if (shouldAnnounce) dispatch(completionAnnounced({ userId, courseId: course.id }));
  }, [shouldAnnounce, dispatch, userId, course.id]);

  useEffect(() => {
    if (lessonId !== undefined) dispatch(lessonOpened({ userId, courseId: course.id, lessonId }));
  }, [lessonId, dispatch, userId, course.id]);

  const markComplete = async (id: number) => {
    setActionError(null);
    const result = await completeLesson({ lessonId: id, courseId: course.id });
    if (result.error !== undefined)
      setActionError(describeFailure(result.error, FALLBACK_MESSAGES.lessonComplete));
    else if (result.data.certificate_code !== null) setCertificateCode(result.data.certificate_code);
  };

  const notice = readNotice(location.state);
  const title = course.title;
  const lessonNumber = lessonIndex + 1;
  const lessonTotal = course.lesson_list.length;
  const percentage = enrollment.progress_percentage;
  const done = enrollment.completed_lessons_count;
  const total = enrollment.total_lessons_count;
  return (
    <>
      <PageHeader
        title={course.title}
        description={lesson === undefined ? undefined : t`Lesson ${lessonNumber} of ${lessonTotal}`}
        actions={
          <TextLink to={getStudentCourseHref(course)}>
            <Trans>Course page</Trans>
          </TextLink>
        }
      />
      {notice !== null && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      {isCompletionShown && (
        <CompletionMessage courseTitle={course.title} certificateCode={certificateCode} />
      )}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {lesson === undefined ? (
            course.lesson_list.length === 0 ? (
              <Card>
                <p className="text-slate-700">
                  <Trans>This course has no lessons yet. Check back soon.</Trans>
                </p>
              </Card>
            ) : (
              <SkeletonBlock className="aspect-video w-full rounded-2xl" />
            )
          ) : (
            <>
              <article aria-labelledby="lesson-heading" className="space-y-4">
                <LessonVideo lesson={lesson} onWatch={onWatch} />
                <h2 id="lesson-heading" className="text-xl font-semibold text-slate-900">
                  {lesson.title}
                </h2>
                {lesson.description !== '' && <p className="text-slate-700">{lesson.description}</p>}
                {actionError !== null && <Alert tone="error">{actionError}</Alert>}
                <div className="flex flex-wrap items-center gap-3">
                  <LessonCompletion
                    key={lesson.id}
                    lesson={lesson}
                    isCompleted={completed.has(lesson.id)}
                    thresholdPercent={course.watch_threshold_percent}
                    watchedPercent={watchedOf.get(lesson.id) ?? 0}
                    isCompleting={isCompleting}
                    onComplete={() => void markComplete(lesson.id)}
                  />
                </div>
                <nav
                  aria-label={t`Lesson navigation`}
                  className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4"
                >
                  {previous === undefined ? (
                    <span />
                  ) : (
                    <LinkButton variant="secondary" to={getPlayerHref(course.id, previous.id)}>
                      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                      <Trans>Previous lesson</Trans>
                    </LinkButton>
                  )}
                  {next !== undefined && (
                    <LinkButton variant="secondary" to={getPlayerHref(course.id, next.id)}>
                      <Trans>Next lesson</Trans>
                      <ChevronRight aria-hidden="true" className="h-4 w-4" />
                    </LinkButton>
                  )}
                </nav>
              </article>
              <LessonResources courseId={course.id} lessonId={lesson.id} />
            </>
          )}
          <CourseReviewForm courseId={course.id} myReview={course.my_review} />
        </div>
        <aside aria-label={t`Course progress`} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <Card className="space-y-3 p-5">
            <h2 className="text-base font-semibold text-slate-900">
              <Trans>Your progress</Trans>
            </h2>
            <ProgressBar value={enrollment.progress_percentage} label={t`Progress in ${title}`} />
            <p className="text-sm text-slate-700">
              <Trans>
                <span className="font-semibold text-slate-900">{percentage}% complete</span> · {done} of{' '}
                {total} lessons
              </Trans>
            </p>
          </Card>
          <Card className="p-5">
            {lessonId === undefined ? (
              <p className="text-sm text-slate-700">
                <Trans>No lessons yet.</Trans>
              </p>
            ) : (
              <LessonList course={course} completed={completed} currentId={lessonId} />
            )}
          </Card>
        </aside>
      </div>
    </>
  );
}

function CoursePlayer({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const isRehydrated = useCoursesPersistence();
  const courseQuery = useGetCourseQuery(courseId);
  const progressQuery = useGetCourseProgressQuery(courseId);
  const { data: course } = courseQuery;
  const { data: progress } = progressQuery;

  if (courseQuery.isLoading || progressQuery.isLoading) return <PlayerSkeleton />;
  if (course === undefined) {
    if (readErrorStatus(courseQuery.error) === 404) {
      return (
        <CourseNotFound detail={describeFailure(courseQuery.error, FALLBACK_MESSAGES.courseDetailsFetch)} />
      );
    }
    return (
      <>
        <PageHeader title={t`Course player`} />
        <QueryError
          error={courseQuery.error}
          fallback={FALLBACK_MESSAGES.courseDetailsFetch}
          onRetry={() => void courseQuery.refetch()}
        />
      </>
    );
  }
  if (progress === undefined) {
    const isNotEnrolled = readErrorStatus(progressQuery.error) === 403;
    return (
      <>
        <PageHeader title={course.title} />
        {isNotEnrolled ? (
          <Card className="space-y-4">
            <p className="text-slate-700">
              {describeFailure(progressQuery.error, FALLBACK_MESSAGES.courseProgressFetch)}
            </p>
            <LinkButton to={getStudentCourseHref(course)}>
              <Trans>See the course and enroll</Trans>
            </LinkButton>
          </Card>
        ) : (
          <QueryError
            error={progressQuery.error}
            fallback={FALLBACK_MESSAGES.courseProgressFetch}
            onRetry={() => void progressQuery.refetch()}
          />
        )}
      </>
    );
  }
  return <Player course={course} progress={progress} isRehydrated={isRehydrated} />;
}

/** `/StudentDashboard/Courses/{courseId}/player`: watch the lessons, mark them complete, review. */
export function CoursePlayerPage() {
  const { courseId: param } = useParams();
  const courseId = parseIdParam(param, { slug: true });
  if (courseId === null) return <CourseNotFound />;
  return <CoursePlayer key={courseId} courseId={courseId} />;
}
