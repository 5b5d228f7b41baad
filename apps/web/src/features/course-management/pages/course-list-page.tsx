import { COURSE_CATEGORIES, FALLBACK_MESSAGES, type CourseSummary } from '@vidya/contract';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { Download, Plus, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { CourseListSkeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { joinClassNames } from '../../../lib/class-names';
import { describeFailure } from '../../../lib/errors';
import { formatRupees } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { getEditCourseHref } from '../admin-course-paths';
import {
  useBulkPublishCoursesMutation,
  useExportCoursesMutation,
  useFeatureCourseMutation,
  useGetAdminCoursesQuery,
  type AdminCourseFilters,
} from '../api';
import { DeleteCoursesDialog, type DeleteTarget } from '../components/delete-courses-dialog';
import { CourseStatusBadge } from '../course-status';

const SEARCH_DELAY_MS = 350;
const PUBLISH_FAILED = 'The courses could not be published. Please try again.';
const EXPORT_FAILED = 'The course list could not be exported. Please try again.';

type Notice = { tone: 'success' | 'error'; text: string };

const isStatusFilter = (value: string): value is AdminCourseFilters['isActive'] =>
  value === '' || value === 'true' || value === 'false';

const column = createColumnHelper<CourseSummary>();

function FeatureToggle({ course, onError }: { course: CourseSummary; onError: (message: string) => void }) {
  const [featureCourse, { isLoading }] = useFeatureCourseMutation();
  const toggle = async () => {
    const result = await featureCourse({ courseId: course.id, isFeatured: !course.is_featured });
    if (result.error !== undefined) onError(describeFailure(result.error, FALLBACK_MESSAGES.courseFeature));
  };
  return (
    <Button
      size="sm"
      variant={course.is_featured ? 'secondary' : 'ghost'}
      aria-pressed={course.is_featured}
      aria-label={`Featured: ${course.title}`}
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      <Star
        aria-hidden="true"
        className={joinClassNames('h-4 w-4', course.is_featured && 'fill-amber-400 text-amber-600')}
      />
      Featured
    </Button>
  );
}

/** `/AdminDashboard/CourseList`: every course, 25 a page, with filters, bulk actions and export. */
export function CourseListPage() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [isActive, setIsActive] = useState<AdminCourseFilters['isActive']>('');
  const [category, setCategory] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const { data, error, isLoading, isFetching, refetch } = useGetAdminCoursesQuery({
    page,
    search,
    isActive,
    category,
  });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [bulkPublishCourses, { isLoading: isPublishing }] = useBulkPublishCoursesMutation();
  const [exportCourses, { isLoading: isExporting }] = useExportCoursesMutation();
  const selectedIds = Object.keys(rowSelection).map(Number);

  const showError = (text: string) => setNotice({ tone: 'error', text });

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select every course on this page"
            className="h-4 w-4"
            checked={table.getIsAllPageRowsSelected()}
            ref={(input) => {
              if (input) input.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select ${row.original.title}`}
            className="h-4 w-4"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      column.accessor('title', {
        header: 'Course',
        cell: ({ row }) => (
          <div className="min-w-48">
            <Link
              to={getEditCourseHref(row.original.id)}
              className="font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {row.original.title}
            </Link>
            <p className="text-slate-600">{row.original.category}</p>
          </div>
        ),
      }),
      column.accessor('price', {
        header: 'Price',
        cell: ({ row }) =>
          row.original.is_free ? (
            'Free'
          ) : (
            <span className="whitespace-nowrap">
              {formatRupees(row.original.price)}
              {row.original.original_price > row.original.price && (
                <del className="ml-2 text-slate-600">
                  <span className="sr-only">, original price </span>
                  {formatRupees(row.original.original_price)}
                </del>
              )}
            </span>
          ),
      }),
      column.accessor('lessons', { header: 'Lessons' }),
      column.accessor('is_active', {
        header: 'Status',
        cell: ({ getValue }) => <CourseStatusBadge isActive={getValue()} />,
      }),
      column.accessor('is_featured', {
        header: 'Landing page',
        cell: ({ row }) => (
          <FeatureToggle course={row.original} onError={(text) => setNotice({ tone: 'error', text })} />
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex gap-2">
            <LinkButton
              size="sm"
              variant="ghost"
              to={getEditCourseHref(row.original.id)}
              aria-label={`Edit: ${row.original.title}`}
            >
              Edit
            </LinkButton>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-800 hover:bg-red-50"
              aria-label={`Delete: ${row.original.title}`}
              onClick={() => setDeleteTarget({ ids: [row.original.id], label: `“${row.original.title}”` })}
            >
              Delete
            </Button>
          </div>
        ),
      }),
    ],
    [],
  );

  // This app is not built with React Compiler, so nothing memoizes what the table hands out.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.results ?? [],
    columns,
    getRowId: (course) => String(course.id),
    getCoreRowModel: getCoreRowModel(),
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
    manualPagination: true,
    pageCount: data?.total_pages ?? 1,
  });

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const publishSelected = async () => {
    setNotice(null);
    const result = await bulkPublishCourses(selectedIds);
    if (result.error !== undefined) {
      showError(describeFailure(result.error, PUBLISH_FAILED));
      return;
    }
    setRowSelection({});
    setNotice({ tone: 'success', text: result.data.detail });
  };

  const exportList = async () => {
    setNotice(null);
    const result = await exportCourses(undefined);
    if (result.error !== undefined) showError(describeFailure(result.error, EXPORT_FAILED));
  };

  return (
    <>
      <PageHeader
        title="Course List"
        description="Every course, published or draft. Select courses to publish or delete them together."
        actions={
          <>
            <Button variant="secondary" disabled={isExporting} onClick={() => void exportList()}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {isExporting ? 'Exporting...' : 'Export CSV'}
            </Button>
            <LinkButton to={paths.admin.addCourse.href()}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add course
            </LinkButton>
          </>
        }
      />
      <form
        role="search"
        aria-label="Filter courses"
        className="mb-6 grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search"
          type="search"
          value={searchText}
          onChange={(event) => changeFilter(() => setSearchText(event.target.value))}
        />
        <SelectField
          label="Status"
          value={isActive}
          onChange={(event) => {
            const { value } = event.target;
            if (isStatusFilter(value)) changeFilter(() => setIsActive(value));
          }}
        >
          <option value="">All courses</option>
          <option value="true">Published</option>
          <option value="false">Drafts</option>
        </SelectField>
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => changeFilter(() => setCategory(event.target.value))}
        >
          <option value="">All categories</option>
          {COURSE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </form>
      {notice !== null && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <div className="mb-4 flex flex-wrap items-center gap-3" role="group" aria-label="Selected courses">
        <p className="text-sm text-slate-700" aria-live="polite">
          {selectedIds.length === 0 ? 'No course selected' : `${selectedIds.length} selected`}
        </p>
        <Button
          size="sm"
          disabled={selectedIds.length === 0 || isPublishing}
          onClick={() => void publishSelected()}
        >
          {isPublishing ? 'Publishing...' : 'Publish selected'}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={selectedIds.length === 0}
          onClick={() =>
            setDeleteTarget({
              ids: selectedIds,
              label:
                selectedIds.length === 1
                  ? 'The selected course'
                  : `The ${selectedIds.length} selected courses`,
            })
          }
        >
          Delete selected
        </Button>
      </div>
      {isLoading ? (
        <CourseListSkeleton count={5} />
      ) : error !== undefined ? (
        <QueryError error={error} fallback={FALLBACK_MESSAGES.coursesFetch} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
            <table
              className="min-w-full divide-y divide-slate-200 text-left text-sm"
              aria-busy={isFetching || undefined}
            >
              <caption className="sr-only">
                Courses, page {data?.current_page ?? page} of {data?.total_pages ?? 1}
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                {table.getHeaderGroups().map((headerGroup) => (
                  <tr key={headerGroup.id}>
                    {headerGroup.headers.map((header) => (
                      <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                        {header.isPlaceholder
                          ? null
                          : flexRender(header.column.columnDef.header, header.getContext())}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className={row.getIsSelected() ? 'bg-indigo-50' : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-4 py-3 align-top">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {data?.results.length === 0 && (
              <p className="p-6 text-center text-slate-700">No course matches these filters.</p>
            )}
          </div>
          <p className="mt-3 text-sm text-slate-700">{data?.count ?? 0} courses in all</p>
          <Pagination
            label="Course list pages"
            page={data?.current_page ?? page}
            totalPages={data?.total_pages ?? 1}
            onPageChange={setPage}
          />
        </>
      )}
      <DeleteCoursesDialog
        target={deleteTarget}
        onClose={() => setDeleteTarget(null)}
        onDeleted={(detail) => {
          setDeleteTarget(null);
          setRowSelection({});
          setNotice({ tone: 'success', text: detail });
        }}
      />
    </>
  );
}
