import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail, LessonResourceView, LessonView } from '@vidya/contract';
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeFailure } from '../../../lib/errors';
import { useDeleteLessonMutation, useGetCourseResourcesQuery, useReorderLessonsMutation } from '../api';
import { LessonForm } from './lesson-form';
import { ResourceForm } from './resource-form';

function ResourceList({ resources }: { resources: LessonResourceView[] }) {
  if (resources.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No resources yet.</Trans>
      </p>
    );
  return (
    <ul className="space-y-1 text-sm">
      {resources.map((resource) => (
        <li key={resource.id}>
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
          >
            {resource.title}
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />{' '}
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A course's lessons: add, edit, move up and down (saved as the new order), and their resources. */
export function LessonManager({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const lessons = course.lesson_list;
  const { data: resources = [] } = useGetCourseResourcesQuery(course.id);
  const [reorderLessons, { isLoading: isReordering }] = useReorderLessonsMutation();
  const [deleteLesson, { isLoading: isDeleting }] = useDeleteLessonMutation();
  const [deleting, setDeleting] = useState<LessonView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lessonCount = lessons.length;
  const nextOrder = Math.max(0, ...lessons.map((lesson) => lesson.order)) + 1;

  const move = async (lesson: LessonView, offset: -1 | 1) => {
    const index = lessons.findIndex((candidate) => candidate.id === lesson.id);
    const target = index + offset;
    const ids = lessons.map((candidate) => candidate.id);
    const other = ids[target];
    if (other === undefined) return;
    ids[target] = lesson.id;
    ids[index] = other;
    setError(null);
    const result = await reorderLessons({ courseId: course.id, lessonIds: ids });
    if (result.error !== undefined)
      setError(describeFailure(result.error, t`The lessons could not be reordered. Please try again.`));
    else {
      const title = lesson.title;
      const position = target + 1;
      const total = ids.length;
      setAnnouncement(t`${title} moved to position ${position} of ${total}.`);
    }
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    const title = deleting.title;
    const result = await deleteLesson({ courseId: course.id, lessonId: deleting.id });
    if (result.error !== undefined) {
      setDeleteError(describeFailure(result.error, t`The lesson could not be deleted. Please try again.`));
      return;
    }
    setDeleting(null);
    setAnnouncement(t`${title} deleted.`);
  };
  const deletingTitle = deleting?.title ?? '';

  return (
    <section aria-labelledby="lessons-heading" className="space-y-4">
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t`Delete this lesson?`}
        confirmLabel={t`Delete lesson`}
        busyLabel={t`Deleting...`}
        isBusy={isDeleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <Trans>
            “{deletingTitle}” and its resources will be removed from the course. A lesson that a student has
            completed cannot be deleted.
          </Trans>
        </p>
      </ConfirmDialog>
      <h2 id="lessons-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Lessons ({lessonCount})</Trans>
      </h2>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {error !== null && <Alert tone="error">{error}</Alert>}
      {lessons.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No lessons yet. Add the first one below.</Trans>
        </p>
      ) : (
        <ol className="space-y-3">
          {lessons.map((lesson, index) => {
            const title = lesson.title;
            return (
              <li key={lesson.id}>
                <Card className="space-y-4 p-5">
                  {editingId === lesson.id ? (
                    <LessonForm
                      courseId={course.id}
                      lesson={lesson}
                      nextOrder={nextOrder}
                      onSaved={() => {
                        setEditingId(null);
                        setAnnouncement(t`${title} saved.`);
                      }}
                      onCancel={() => setEditingId(null)}
                    />
                  ) : (
                    <div className="flex flex-wrap items-start justify-between gap-4">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-slate-900">
                          {index + 1}. {lesson.title}
                        </h3>
                        {lesson.description !== '' && (
                          <p className="mt-1 text-sm text-slate-700">{lesson.description}</p>
                        )}
                        <p className="mt-1 text-sm break-all text-slate-600">
                          {lesson.video_url ?? t`No video: a lesson to read`}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Move ${title} up`}
                          disabled={index === 0 || isReordering}
                          onClick={() => void move(lesson, -1)}
                        >
                          <ArrowUp aria-hidden="true" className="h-4 w-4" />
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Move ${title} down`}
                          disabled={index === lessons.length - 1 || isReordering}
                          onClick={() => void move(lesson, 1)}
                        >
                          <ArrowDown aria-hidden="true" className="h-4 w-4" />
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Edit: ${title}`}
                          onClick={() => setEditingId(lesson.id)}
                        >
                          <Pencil aria-hidden="true" className="h-4 w-4" />
                          <Trans>Edit</Trans>
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Delete: ${title}`}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(lesson);
                          }}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                          <Trans>Delete</Trans>
                        </Button>
                      </div>
                    </div>
                  )}
                  <div className="space-y-3 border-t border-slate-200 pt-4">
                    <h4 className="text-sm font-semibold text-slate-800">
                      <Trans>Resources</Trans>
                    </h4>
                    <ResourceList resources={resources.filter((resource) => resource.lesson === lesson.id)} />
                    <ResourceForm courseId={course.id} lessonId={lesson.id} lessonTitle={lesson.title} />
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      <Card className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">
          <Trans>Add a lesson</Trans>
        </h3>
        <LessonForm
          courseId={course.id}
          nextOrder={nextOrder}
          onSaved={({ title }) => setAnnouncement(t`${title} added.`)}
        />
      </Card>
    </section>
  );
}
