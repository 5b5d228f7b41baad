import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_TEXTS, COURSE_CATEGORIES, FALLBACK_MESSAGES } from '@vidya/contract';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { CourseGridSkeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGetAvailableCoursesQuery } from '../api';
import { CourseCard } from './course-card';

const SEARCH_DELAY_MS = 350;

/** The catalogue of published courses the student has not joined yet, six a page (spec §9). */
export function ExploreCourses() {
  const { t } = useLingui();
  const fixed = useFixedText();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const { data, error, isLoading, isFetching, refetch } = useGetAvailableCoursesQuery({
    page,
    search,
    category,
  });

  if (isLoading) return <CourseGridSkeleton />;

  const isFiltered = search !== '' || category !== '';
  const count = data?.count ?? 0;
  return (
    <section aria-labelledby="explore-heading" className="space-y-6">
      <h2 id="explore-heading" className="text-2xl font-bold text-slate-900">
        {fixed(APP_TEXTS.exploreCourses)}
      </h2>
      <form
        role="search"
        className="grid gap-4 sm:grid-cols-[2fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label={t`Search courses`}
          type="search"
          placeholder={fixed(APP_TEXTS.searchPlaceholder)}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t`Category`}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t`All categories`}</option>
          {COURSE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {fixed(name)}
            </option>
          ))}
        </SelectField>
      </form>
      {error !== undefined ? (
        <QueryError error={error} fallback={FALLBACK_MESSAGES.coursesFetch} onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {isFetching
              ? t`Loading courses...`
              : t`${plural(count, { one: '# course found', other: '# courses found' })}`}
          </p>
          {data !== undefined && data.results.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isFetching || undefined}>
              {data.results.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              {isFiltered ? (
                <Trans>No courses match your search. Try other words or another category.</Trans>
              ) : (
                <Trans>You are already enrolled in every course we offer. Find them under My courses.</Trans>
              )}
            </p>
          )}
          <Pagination
            label={t`Course catalogue pages`}
            page={data?.current_page ?? page}
            totalPages={data?.total_pages ?? 1}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
