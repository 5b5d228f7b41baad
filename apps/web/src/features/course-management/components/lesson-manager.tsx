import type { CourseDetail, LessonResourceView, LessonView } from '@vidya/contract';
import { ArrowDown, ArrowUp, ExternalLink, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describeFailure } from '../../../lib/errors';
import { useGetCourseResourcesQuery, useReorderLessonsMutation } from '../api';
import { LessonForm } from './lesson-form';
import { ResourceForm } from './resource-form';

const REORDER_FAILED = 'The lessons could not be reordered. Please try again.';

function ResourceList({ resources }: { resources: LessonResourceView[] }) {
  if (resources.length === 0) return <p className="text-sm text-slate-600">No resources yet.</p>;
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
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A course's lessons: add, edit, move up and down (saved as the new order), and their resources. */
export function LessonManager({ course }: { course: CourseDetail }) {
  const lessons = course.lesson_list;
  const { data: resources = [] } = useGetCourseResourcesQuery(course.id);
  const [reorderLessons, { isLoading: isReordering }] = useReorderLessonsMutation();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
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
    if (result.error !== undefined) setError(describeFailure(result.error, REORDER_FAILED));
    else setAnnouncement(`${lesson.title} moved to position ${target + 1} of ${ids.length}.`);
  };

  return (
    <section aria-labelledby="lessons-heading" className="space-y-4">
      <h2 id="lessons-heading" className="text-xl font-semibold text-slate-900">
        Lessons ({lessons.length})
      </h2>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {error !== null && <Alert tone="error">{error}</Alert>}
      {lessons.length === 0 ? (
        <p className="text-slate-700">No lessons yet. Add the first one below.</p>
      ) : (
        <ol className="space-y-3">
          {lessons.map((lesson, index) => (
            <li key={lesson.id}>
              <Card className="space-y-4 p-5">
                {editingId === lesson.id ? (
                  <LessonForm
                    courseId={course.id}
                    lesson={lesson}
                    nextOrder={nextOrder}
                    onSaved={() => {
                      setEditingId(null);
                      setAnnouncement(`${lesson.title} saved.`);
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
                        {lesson.video_url ?? 'No video link'}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Move ${lesson.title} up`}
                        disabled={index === 0 || isReordering}
                        onClick={() => void move(lesson, -1)}
                      >
                        <ArrowUp aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Move ${lesson.title} down`}
                        disabled={index === lessons.length - 1 || isReordering}
                        onClick={() => void move(lesson, 1)}
                      >
                        <ArrowDown aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Edit: ${lesson.title}`}
                        onClick={() => setEditingId(lesson.id)}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        Edit
                      </Button>
                    </div>
                  </div>
                )}
                <div className="space-y-3 border-t border-slate-200 pt-4">
                  <h4 className="text-sm font-semibold text-slate-800">Resources</h4>
                  <ResourceList resources={resources.filter((resource) => resource.lesson === lesson.id)} />
                  <ResourceForm courseId={course.id} lessonId={lesson.id} lessonTitle={lesson.title} />
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <Card className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">Add a lesson</h3>
        <LessonForm
          courseId={course.id}
          nextOrder={nextOrder}
          onSaved={(lesson) => setAnnouncement(`${lesson.title} added.`)}
        />
      </Card>
    </section>
  );
}
