import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getPublicCourseHref } from '../../../lib/course-links';

/** The course title as the card's one link to the course's public page; the whole card is its click target (a stretched link). */
export function CourseCardLink({
  course,
  children,
}: {
  course: { id: number; slug?: string; title: string };
  children: ReactNode;
}) {
  return (
    <Link
      to={getPublicCourseHref(course)}
      className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600"
    >
      {children}
    </Link>
  );
}
