import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { APP_TEXTS, FALLBACK_MESSAGES, type CourseSummary } from '@vidya/contract';
import { BookOpen, Search, Star } from 'lucide-react';
import { Form, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { CoursePrice } from '../../../components/course/course-price';
import { QueryList } from '../../../components/data-table/query-list';
import { Button, LinkButton } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { CourseListSkeleton } from '../../../components/ui/skeleton';
import { useSearchCoursesQuery } from '../api';
import { CourseCardLink } from '../components/course-card-link';
import { FixedText, useFixedText } from '../../../lib/i18n/fixed-texts';

const RESULTS_PER_PAGE = 12;

function CourseResult({ course }: { course: CourseSummary }) {
  const lessons = course.lessons;
  const reviews = course.reviews_count;
  return (
    <article className="relative flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300">
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
        <BookOpen aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-medium text-indigo-800">
          <FixedText text={course.category} />
        </p>
        <h2 className="text-lg font-semibold text-slate-900">
          <CourseCardLink course={course}>{course.title}</CourseCardLink>
        </h2>
        <p className="line-clamp-2 text-sm text-slate-600">{course.description}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span>
            <Plural value={lessons} one="# lesson" other="# lessons" />
          </span>
          {course.rating !== null && (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="h-4 w-4 text-amber-500" fill="currentColor" />
              <Rating rating={course.rating.toFixed(1)} reviews={reviews} />
            </span>
          )}
          {course.is_enrolled && (
            <span className="font-medium text-emerald-800">
              <Trans>You are enrolled</Trans>
            </span>
          )}
        </div>
        <CoursePrice price={course.price} originalPrice={course.original_price} />
      </div>
    </article>
  );
}

/** "4.5 (8 reviews)", read as "Rated 4.5 out of 5, (8 reviews)". */
function Rating({ rating, reviews }: { rating: string; reviews: number }) {
  return (
    <Trans>
      <span className="sr-only">Rated</span>
      {rating}
      <span className="sr-only">out of 5,</span> (<Plural value={reviews} one="# review" other="# reviews" />)
    </Trans>
  );
}

/**
 * /courses/search?q=: the course catalogue searched by title and description, where the
 * navbar's search box leads. With no text it lists the newest courses.
 */
export function CourseSearchPage() {
  const { t } = useLingui();
  const fixed = useFixedText();
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const results = useSearchCoursesQuery({
    search: query,
    page: 1,
    pageSize: RESULTS_PER_PAGE,
  });

  const describeResults = (count: number, shown: number): string => {
    if (count === 0) {
      return query === ''
        ? t`No courses are published yet.`
        : t`No course matches “${query}”. Try a shorter or more general word.`;
    }
    if (query === '')
      return t`${plural(count, { one: 'The newest of # course.', other: 'The newest of # courses.' })}`;
    if (count > shown) {
      return t`${plural(count, {
        one: `# course matches your search; the first ${shown} are shown, so try a more precise word.`,
        other: `# courses match your search; the first ${shown} are shown, so try a more precise word.`,
      })}`;
    }
    return t`${plural(count, { one: '# course matches your search.', other: '# courses match your search.' })}`;
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageHeader
        title={query === '' ? t`Search courses` : t`Courses matching “${query}”`}
        description={t`Search the catalogue by topic, skill or title.`}
      />
      <Form
        role="search"
        aria-label={t`Course catalogue`}
        method="get"
        action={paths.courseSearch.path}
        className="mb-8 flex gap-3"
        key={query}
      >
        <label htmlFor="course-search-query" className="sr-only">
          <Trans>Search courses</Trans>
        </label>
        <input
          id="course-search-query"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={fixed(APP_TEXTS.searchPlaceholder)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-sm placeholder:text-slate-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
        />
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" />
          <Trans>Search</Trans>
        </Button>
      </Form>
      <QueryList
        query={results}
        loading={<CourseListSkeleton count={3} />}
        failureFallback={FALLBACK_MESSAGES.coursesFetch}
      >
        {(data) => (
          <>
            <p role="status" className="mb-4 text-slate-700">
              {describeResults(data.count, data.results.length)}
            </p>
            {data.results.length > 0 && (
              <ul className="grid gap-4 md:grid-cols-2">
                {data.results.map((course) => (
                  <li key={course.id}>
                    <CourseResult course={course} />
                  </li>
                ))}
              </ul>
            )}
            {data.count === 0 && query !== '' && (
              <LinkButton to={`${paths.home.href()}#trending-courses`} variant="secondary">
                <Trans>See the trending courses</Trans>
              </LinkButton>
            )}
          </>
        )}
      </QueryList>
    </div>
  );
}
