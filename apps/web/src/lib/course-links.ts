import { toSlug } from './format';
import { paths } from './paths';

/** What a course's address is made of. A landing page card has no slug, so its title makes one. */
type CourseName = { id: number; slug?: string; title: string };

/** The `{courseIdSlug}` of a course's pages, e.g. "12-python-for-data-science"; the id alone without a slug. */
export function toCourseIdSlug(course: CourseName): string {
  const slug = course.slug ?? toSlug(course.title);
  return slug === '' ? String(course.id) : `${course.id}-${slug}`;
}

/**
 * Where a course card of the public site leads: the course's public page, for visitors and
 * signed-in users alike, so the address is the one people share (issue #17, decision 030).
 */
export const getPublicCourseHref = (course: CourseName): string =>
  paths.catalogueCourse.href({ courseIdSlug: toCourseIdSlug(course) });

/** The same course in the student area, where a student enrolls and learns. */
export const getStudentCourseHref = (course: CourseName): string =>
  paths.student.courseDetails.href({ courseIdSlug: toCourseIdSlug(course) });
