import { Plural } from '@lingui/react/macro';
import type { CourseSummary } from '@vidya/contract';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { getStudentCourseHref } from '../../../lib/course-links';
import { CourseBadges } from '../../../components/course/course-badges';
import { CourseImage } from '../../../components/course/course-image';
import { CoursePrice } from '../../../components/course/course-price';
import { CourseRating } from '../../../components/course/course-rating';

/** A catalogue card; the whole card is reachable through the title link. */
export function CourseCard({ course, headingLevel = 3 }: { course: CourseSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lessons = course.lessons;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
      <CourseImage image={course.image} className="h-40 w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseBadges course={course} className="items-center" />
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={getStudentCourseHref(course)} className="after:absolute after:inset-0 focus:outline-none">
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-700">{course.description}</p>
        <div className="mt-auto space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CourseRating rating={course.rating} reviewsCount={course.reviews_count} />
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <BookOpen aria-hidden="true" className="h-4 w-4" />
              <Plural value={lessons} one="# lesson" other="# lessons" />
            </p>
          </div>
          <CoursePrice price={course.price} originalPrice={course.original_price} size="sm" />
        </div>
      </div>
    </article>
  );
}
