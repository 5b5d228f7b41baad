import { paths } from '../../lib/paths';

/** The `{courseIdSlug}` of a course page, e.g. "12-python-for-data-science". */
export const toCourseIdSlug = (course: { id: number; slug: string }): string =>
  course.slug === '' ? String(course.id) : `${course.id}-${course.slug}`;

export const getCourseHref = (course: { id: number; slug: string }): string =>
  paths.student.courseDetails.href({ courseIdSlug: toCourseIdSlug(course) });

export const getPlayerHref = (courseId: number, lessonId?: number): string => {
  const href = paths.student.coursePlayer.href({ courseId });
  return lessonId === undefined ? href : `${href}?lesson=${lessonId}`;
};
