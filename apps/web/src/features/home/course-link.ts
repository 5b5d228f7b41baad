import { useSelector } from 'react-redux';
import type { To } from 'react-router';
import { paths } from '../../lib/paths';
import { toSlug } from '../../lib/format';
import { selectIsAuthenticated } from '../../lib/session/session-slice';

export type CourseLink = { to: To; state?: { from: string } };

/**
 * Where a course card leads: a signed-in user to the course page (the student area's guard
 * handles other roles); a visitor to the student login, which then returns them to the course.
 */
export function useCourseLink(course: { id: number; slug?: string; title: string }): CourseLink {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const slug = course.slug ?? toSlug(course.title);
  const coursePath = paths.student.courseDetails.href({
    courseIdSlug: slug === '' ? String(course.id) : `${course.id}-${slug}`,
  });
  return isAuthenticated
    ? { to: coursePath }
    : { to: paths.studentLogin.href(), state: { from: coursePath } };
}
