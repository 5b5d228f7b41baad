import { paths } from '../../lib/paths';
import { toSlug } from '../../lib/format';

/** The `{courseIdSlug}` of a course's pages, e.g. "12-python-for-data-science". */
export function toCourseIdSlug(course: { id: number; slug?: string; title: string }): string {
  const slug = course.slug ?? toSlug(course.title);
  return slug === '' ? String(course.id) : `${course.id}-${slug}`;
}

/**
 * Where a course card of the public site leads: the course's public page, for visitors and
 * signed-in users alike, so the address is the one people share (issue #17, decision 030).
 */
export const getPublicCourseHref = (course: { id: number; slug?: string; title: string }): string =>
  paths.catalogueCourse.href({ courseIdSlug: toCourseIdSlug(course) });

/** The same course in the student area, where a student enrolls and learns. */
export const getStudentCourseHref = (course: { id: number; slug?: string; title: string }): string =>
  paths.student.courseDetails.href({ courseIdSlug: toCourseIdSlug(course) });
