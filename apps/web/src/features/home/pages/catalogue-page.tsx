import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CourseSummary } from '@vidya/contract';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CourseImage } from '../../../components/course/course-image';
import { CoursePrice } from '../../../components/course/course-price';
import { QueryList } from '../../../components/data-table/query-list';
import { LinkButton } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { CourseListSkeleton } from '../../../components/ui/skeleton';
import { FixedText } from '../../../lib/i18n/fixed-texts';
import { paths } from '../../../lib/paths';
import { useGetCataloguePageQuery } from '../api';
import { CourseCardLink } from '../components/course-card-link';
import { usePageMeta } from '../use-page-meta';
import { usePromotion } from '../use-promotion';

const COURSES_PER_PAGE = 12;

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function CatalogueCard({ course }: { course: CourseSummary }) {
  const lessons = course.lessons;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:border-indigo-300">
      <CourseImage image={course.image} placeholder="bold" className="aspect-video w-full bg-slate-100" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-medium text-indigo-800">
          <FixedText text={course.category} />
        </p>
        <h2 className="text-lg font-semibold text-slate-900">
          <CourseCardLink course={course}>{course.title}</CourseCardLink>
        </h2>
        <p className="line-clamp-3 flex-1 text-sm text-slate-600">{course.description}</p>
        <p className="text-sm text-slate-700">
          <Plural value={lessons} one="# lesson" other="# lessons" />
        </p>
        <CoursePrice price={course.price} originalPrice={course.original_price} />
      </div>
    </article>
  );
}

/** `/Catalogue`: every published course, newest first, for visitors and signed-in users alike. */
export function CataloguePage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const query = useGetCataloguePageQuery({
    page,
    pageSize: COURSES_PER_PAGE,
  });
  usePromotion();
  usePageMeta(undefined, t`Browse every published course: lessons, reviews and prices, before you sign up.`);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader
        title={t`Course catalogue`}
        description={t`Every course you can enroll in. Open one to see its lessons, reviews and price.`}
        actions={
          <LinkButton to={paths.courseSearch.href()} variant="secondary">
            <Search aria-hidden="true" className="h-4 w-4" />
            <Trans>Search courses</Trans>
          </LinkButton>
        }
      />
      <QueryList
        query={query}
        loading={<CourseListSkeleton count={3} />}
        failureFallback={FALLBACK_MESSAGES.coursesFetch}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <p className="text-slate-700">
            {page > 1 ? (
              <Trans>There are no courses on this page.</Trans>
            ) : (
              <Trans>No courses are published yet.</Trans>
            )}
          </p>
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.results.map((course) => (
                <li key={course.id}>
                  <CatalogueCard course={course} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.current_page}
              totalPages={data.total_pages}
              label={t`Catalogue pages`}
              onPageChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
            />
          </>
        )}
      </QueryList>
    </div>
  );
}
