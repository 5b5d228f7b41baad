import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COURSE_CATEGORIES, FALLBACK_MESSAGES, type CourseSummary, type ExportFormat } from '@vidya/contract';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BulkActionBar } from '../../../components/data-table/bulk-action-bar';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { Button, LinkButton } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ManagementAddLink } from '../../../components/management-add-link';
import { SelectField } from '../../../components/ui/select-field';
import { joinClassNames } from '../../../lib/class-names';
import { describeFailure } from '../../../lib/errors';
import { formatRupees } from '../../../lib/format';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { paths } from '../../../lib/paths';
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

const readStatusFilter = (value: string): AdminCourseFilters['isActive'] =>
  value === 'true' || value === 'false' ? value : '';

function FeatureToggle({ course, onError }: { course: CourseSummary; onError: (message: string) => void }) {
  const { t } = useLingui();
  const title = course.title;
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
      aria-label={t`Featured: ${title}`}
      disabled={isLoading}
      onClick={() => void toggle()}
    >
      <Star
        aria-hidden="true"
        className={joinClassNames('h-4 w-4', course.is_featured && 'fill-amber-400 text-amber-600')}
      />
      <Trans>Featured</Trans>
    </Button>
  );
}

/** `/AdminDashboard/CourseList`: every course, 25 a page, with filters, bulk actions and export. */
export function CourseListPage() {
  const { t } = useLingui();
  const fixed = useFixedText();
  const list = useListParams({ is_active: '', category: '' });
  const filters: AdminCourseFilters = {
    page: list.page,
    search: list.search,
    isActive: readStatusFilter(list.filter('is_active')),
    category: list.filter('category'),
    ordering: list.ordering,
  };
  const query = useGetAdminCoursesQuery(filters);
  const selection = useRowSelection();
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [bulkPublishCourses] = useBulkPublishCoursesMutation();
  const [exportCourses] = useExportCoursesMutation();
  const { selectedIds } = selection;

  const showError = (text: string) => setNotice({ tone: 'error', text });

  const columns: DataColumn<CourseSummary>[] = [
    {
      id: 'title',
      header: t`Course`,
      sortField: 'title',
      cell: (course) => (
        <div className="min-w-48">
          <Link
            to={getEditCourseHref(course.id)}
            className="font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {course.title}
          </Link>
          <p className="text-slate-600">{fixed(course.category)}</p>
        </div>
      ),
    },
    {
      id: 'price',
      header: t`Price`,
      sortField: 'price',
      cell: (course) =>
        course.is_free ? (
          t`Free`
        ) : (
          <span className="whitespace-nowrap">
            {formatRupees(course.price)}
            {course.original_price > course.price && (
              <del className="ml-2 text-slate-600">
                <span className="sr-only">
                  <Trans>, original price</Trans>{' '}
                </span>
                {formatRupees(course.original_price)}
              </del>
            )}
          </span>
        ),
    },
    { id: 'lessons', header: t`Lessons`, cell: (course) => course.lessons },
    { id: 'status', header: t`Status`, cell: (course) => <CourseStatusBadge isActive={course.is_active} /> },
    {
      id: 'featured',
      header: t`Landing page`,
      cell: (course) => <FeatureToggle course={course} onError={showError} />,
    },
    {
      id: 'actions',
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      cell: ({ id, title }) => (
        <div className="flex gap-2">
          <LinkButton size="sm" variant="ghost" to={getEditCourseHref(id)} aria-label={t`Edit: ${title}`}>
            <Trans>Edit</Trans>
          </LinkButton>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            aria-label={t`Delete: ${title}`}
            onClick={() => setDeleteTarget({ ids: [id], title })}
          >
            <Trans>Delete</Trans>
          </Button>
        </div>
      ),
    },
  ];

  const publishSelected = async () => {
    setNotice(null);
    const result = await bulkPublishCourses(selectedIds);
    if (result.error !== undefined) {
      showError(describeFailure(result.error, t`The courses could not be published. Please try again.`));
      return null;
    }
    selection.clear();
    setNotice({ tone: 'success', text: fixed(result.data.detail) });
    return null;
  };

  const exportList = async (format: ExportFormat) => {
    setNotice(null);
    const { page: _page, ...exportFilters } = filters;
    const result = await exportCourses({ ...exportFilters, format });
    if (result.error !== undefined)
      showError(describeFailure(result.error, t`The course list could not be exported. Please try again.`));
  };

  return (
    <>
      <PageHeader
        title={t`Course List`}
        description={t`Every course, published or draft. Select courses to publish or delete them together.`}
        actions={
          <>
            <ExportButton onExport={exportList} />
            <ManagementAddLink to={paths.admin.addCourse.href()}>
              <Trans>Add course</Trans>
            </ManagementAddLink>
          </>
        }
      />
      <ListToolbar
        label={t`Filter courses`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
      >
        <SelectField
          label={t`Status`}
          value={filters.isActive}
          onChange={(event) => list.setFilter('is_active', event.target.value)}
        >
          <option value="">{t`All courses`}</option>
          <option value="true">{t`Published`}</option>
          <option value="false">{t`Drafts`}</option>
        </SelectField>
        <SelectField
          label={t`Category`}
          value={filters.category}
          onChange={(event) => list.setFilter('category', event.target.value)}
        >
          <option value="">{t`All categories`}</option>
          {COURSE_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {fixed(name)}
            </option>
          ))}
        </SelectField>
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      <BulkActionBar
        label={t`Selected courses`}
        count={selectedIds.length}
        noneSelected={t`No course selected`}
        actions={[
          { label: t`Publish selected`, busyLabel: t`Publishing...`, run: publishSelected },
          {
            label: t`Delete selected`,
            busyLabel: t`Deleting...`,
            variant: 'danger',
            // Deleting has its own two-step confirmation (the server names who is enrolled).
            run: async () => {
              setDeleteTarget({ ids: selectedIds, title: null });
              return null;
            },
          },
        ]}
      />
      <PagedList
        query={query}
        title={t`Courses`}
        loadingLabel={t`Loading courses`}
        failureFallback={FALLBACK_MESSAGES.coursesFetch}
        columns={columns}
        getRowId={(course) => course.id}
        empty={t`No course matches these filters.`}
        countLabel={(count) => t`${plural(count, { one: '# course in all', other: '# courses in all' })}`}
        pagesLabel={t`Course list pages`}
        onPageChange={list.setPage}
        ordering={{ value: list.ordering, onChange: list.setOrdering }}
        selection={{
          state: selection.state,
          onChange: selection.onChange,
          selectAllLabel: t`Select every course on this page`,
          selectRowLabel: ({ title }) => t`Select ${title}`,
        }}
      />
      <DeleteCoursesDialog
        target={deleteTarget}
        onClose={() => setDeleteTarget(null)}
        onDeleted={(detail) => {
          setDeleteTarget(null);
          selection.clear();
          setNotice({ tone: 'success', text: fixed(detail) });
        }}
      />
    </>
  );
}
