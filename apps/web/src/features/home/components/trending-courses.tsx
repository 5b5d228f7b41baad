import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, LANDING, type LandingCourseCard } from '@vidya/contract';
import { CourseImage } from '../../../components/course/course-image';
import { CoursePrice } from '../../../components/course/course-price';
import { LinkButton } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { paths } from '../../../lib/paths';
import { useGetFeaturedCoursesQuery } from '../api';
import { CourseCardLink } from './course-card-link';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

function TrendingCourseCard({ course }: { course: LandingCourseCard }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <CourseImage image={course.image} placeholder="bold" className="aspect-video w-full bg-slate-100" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <CourseCardLink course={course}>{course.title}</CourseCardLink>
        </h3>
        <p className="line-clamp-3 flex-1 text-sm text-slate-600">{course.description}</p>
        <CoursePrice price={course.currentPrice} originalPrice={course.originalPrice} />
      </div>
    </article>
  );
}

function TrendingSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading trending courses`} className="grid gap-6 md:grid-cols-3">
      {range(LANDING.trendingCards).map((index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-slate-200">
          <SkeletonBlock className="aspect-video w-full rounded-none" />
          <div className="space-y-3 p-5">
            <SkeletonBlock className="h-6 w-3/4" />
            <SkeletonBlock className="h-4 w-full" />
            <SkeletonBlock className="h-4 w-5/6" />
            <SkeletonBlock className="h-7 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Featured courses chosen by the admins (the demo seeds three), with their prices. */
export function TrendingCourses() {
  const { data: courses, error, isLoading, refetch } = useGetFeaturedCoursesQuery(undefined);

  return (
    <section
      id="trending-courses"
      aria-labelledby="trending-courses-heading"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6"
    >
      <div className="max-w-2xl">
        <h2 id="trending-courses-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          <Trans>Trending courses</Trans>
        </h2>
        <p className="mt-3 text-lg text-slate-600">
          <Trans>What students are enrolling in right now, at an introductory price.</Trans>
        </p>
      </div>
      <div className="mt-10">
        {isLoading ? (
          <TrendingSkeleton />
        ) : courses === undefined ? (
          <QueryError
            error={error}
            fallback={FALLBACK_MESSAGES.coursesFetch}
            onRetry={() => void refetch()}
          />
        ) : courses.length === 0 ? (
          <p className="text-slate-700">
            <Trans>New courses are being prepared. Please check back soon.</Trans>
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {courses.map((course) => (
              <li key={course.id}>
                <TrendingCourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-8">
        <LinkButton to={paths.catalogue.href()} variant="secondary">
          <Trans>Browse all courses</Trans>
        </LinkButton>
      </p>
    </section>
  );
}
