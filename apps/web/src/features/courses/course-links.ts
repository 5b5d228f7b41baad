import { paths } from '../../lib/paths';

/** The `{courseIdSlug}` of a course page, e.g. "12-python-for-data-science". */
export const toCourseIdSlug = (course: { id: number; slug: string }): string =>
  course.slug === '' ? String(course.id) : `${course.id}-${course.slug}`;

/** The course id at the start of a `{courseIdSlug}` or `{courseId}` parameter; null when there is none. */
export function parseCourseId(param: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(param ?? '');
  if (match?.[1] === undefined) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

export const getCourseHref = (course: { id: number; slug: string }): string =>
  paths.student.courseDetails.href({ courseIdSlug: toCourseIdSlug(course) });

export const getPlayerHref = (courseId: number, lessonId?: number): string => {
  const href = paths.student.coursePlayer.href({ courseId });
  return lessonId === undefined ? href : `${href}?lesson=${lessonId}`;
};
