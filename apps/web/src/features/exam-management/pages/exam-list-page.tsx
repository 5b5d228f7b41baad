import { FALLBACK_MESSAGES, type AdminExamRow } from '@vidya/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths, parseIdParam } from '../../../lib/paths';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { TextLink } from '../../../components/ui/text-link';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { ManagementAddLink } from '../../../components/management-add-link';
import { useListParams } from '../../../components/data-table/use-list-params';
import { describeFailure } from '../../../lib/errors';
import {
  useGetAdminExamsQuery,
  useGetCollegeChoicesQuery,
  useReleaseResultsMutation,
  useToggleExamStatusMutation,
  type AdminExamFilters,
  type ExamKind,
} from '../api';
import { DeleteExamDialog } from '../components/delete-exam-dialog';
import { getEditExamHref, getExamAttemptsHref, getExamQuestionsHref } from '../exam-paths';
import { describeWindow } from '../../../lib/format';

const TOGGLE_FAILED = 'The exam could not be switched. Please try again.';
const RELEASE_FAILED = 'The results could not be released. Please try again.';

const isKind = (value: string | null | undefined): value is ExamKind =>
  value === 'platform' || value === 'college';
const readActive = (value: string): AdminExamFilters['isActive'] =>
  value === 'true' || value === 'false' ? value : '';

function ActiveToggle({ exam, onNotice }: { exam: AdminExamRow; onNotice: (notice: ListNotice) => void }) {
  const [toggleExamStatus, { isLoading }] = useToggleExamStatusMutation();
  const toggle = async () => {
    const result = await toggleExamStatus({ examId: exam.id, isActive: !exam.is_active });
    onNotice(
      result.error === undefined
        ? {
            tone: 'success',
            text: `“${exam.title}” is ${result.data.is_active ? 'active: students can take it' : 'inactive: students no longer see it'}.`,
          }
        : { tone: 'error', text: describeFailure(result.error, TOGGLE_FAILED) },
    );
  };
  return (
    <label className="inline-flex items-center gap-2 whitespace-nowrap">
      <input
        type="checkbox"
        role="switch"
        className="h-4 w-4"
        checked={exam.is_active}
        disabled={isLoading}
        aria-label={`Active: ${exam.title}`}
        onChange={() => void toggle()}
      />
      <span aria-hidden="true">{exam.is_active ? 'Active' : 'Inactive'}</span>
    </label>
  );
}

function ReleaseButton({ exam, onNotice }: { exam: AdminExamRow; onNotice: (notice: ListNotice) => void }) {
  const [releaseResults, { isLoading }] = useReleaseResultsMutation();
  if (exam.results_release !== 'manual') return null;
  if (exam.results_released_at !== null) return <Badge tone="success">Results released</Badge>;
  const release = async () => {
    const result = await releaseResults(exam.id);
    onNotice(
      result.error === undefined
        ? { tone: 'success', text: `Results of “${exam.title}” are released to its students.` }
        : { tone: 'error', text: describeFailure(result.error, RELEASE_FAILED) },
    );
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={isLoading}
      aria-label={`Release results: ${exam.title}`}
      onClick={() => void release()}
    >
      {isLoading ? 'Releasing...' : 'Release results'}
    </Button>
  );
}

/**
 * Every exam list of the admin area: all exams, one kind, or one college's. Search, kind and
 * status live in the URL so a filtered list can be bookmarked and survives going back.
 */
export function ExamListPage({
  title,
  description,
  kind: fixedKind,
  collegeId = null,
}: {
  title: string;
  description: string;
  kind?: ExamKind;
  collegeId?: number | null;
}) {
  const list = useListParams({ kind: '', is_active: '' });
  const kindParam = list.filter('kind');
  const filters: AdminExamFilters = {
    page: list.page,
    search: list.search,
    kind: fixedKind ?? (isKind(kindParam) ? kindParam : ''),
    collegeId,
    isActive: readActive(list.filter('is_active')),
  };
  const query = useGetAdminExamsQuery(filters);
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [toDelete, setToDelete] = useState<AdminExamRow | null>(null);

  const columns: DataColumn<AdminExamRow>[] = [
    {
      id: 'title',
      header: 'Exam',
      cell: (exam) => (
        <div className="min-w-48">
          <Link
            to={getExamQuestionsHref(exam)}
            className="font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {exam.title}
          </Link>
          {exam.join_code !== null && exam.allow_join_by_code && (
            <p className="text-slate-600">
              Code <span className="font-mono">{exam.join_code}</span>
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: (exam) => (exam.kind === 'platform' ? 'Platform' : 'College'),
    },
    { id: 'college', header: 'College', cell: (exam) => exam.college_name ?? '—' },
    { id: 'questions', header: 'Questions', cell: (exam) => exam.total_questions },
    {
      id: 'window',
      header: 'Window',
      cell: (exam) => <span className="block min-w-40">{describeWindow(exam)}</span>,
    },
    {
      id: 'attempts',
      header: 'Attempts',
      cell: (exam) => (
        <Link
          to={getExamAttemptsHref(exam)}
          className="text-indigo-800 underline-offset-4 hover:underline"
          aria-label={`${exam.attempts_count} attempts: ${exam.title}`}
        >
          {exam.attempts_count}
        </Link>
      ),
    },
    { id: 'active', header: 'Active', cell: (exam) => <ActiveToggle exam={exam} onNotice={setNotice} /> },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (exam) => (
        <div className="flex flex-wrap gap-2">
          <LinkButton size="sm" variant="ghost" to={getEditExamHref(exam)} aria-label={`Edit: ${exam.title}`}>
            Edit
          </LinkButton>
          <LinkButton
            size="sm"
            variant="ghost"
            to={getExamQuestionsHref(exam)}
            aria-label={`Questions: ${exam.title}`}
          >
            Questions
          </LinkButton>
          <ReleaseButton exam={exam} onNotice={setNotice} />
          <Button
            size="sm"
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            aria-label={`Delete: ${exam.title}`}
            onClick={() => setToDelete(exam)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const addHref =
    (fixedKind ?? filters.kind) === 'college'
      ? paths.admin.addNewCollegeExam.href()
      : paths.admin.addNewExam.href();

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={<ManagementAddLink to={addHref}>Add exam</ManagementAddLink>}
      />
      <ListToolbar
        label="Filter exams"
        searchHint="Title or description."
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
      >
        {fixedKind === undefined && (
          <SelectField
            label="Kind"
            value={filters.kind}
            onChange={(event) => list.setFilter('kind', event.target.value)}
          >
            <option value="">All exams</option>
            <option value="platform">Platform exams</option>
            <option value="college">College exams</option>
          </SelectField>
        )}
        <SelectField
          label="Status"
          value={filters.isActive}
          onChange={(event) => list.setFilter('is_active', event.target.value)}
        >
          <option value="">Active and inactive</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </SelectField>
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      <PagedList
        query={query}
        title={title}
        loadingLabel="Loading exams"
        failureFallback={FALLBACK_MESSAGES.examsFetch}
        columns={columns}
        getRowId={(exam) => exam.id}
        empty={
          filters.search !== '' || filters.isActive !== '' || (fixedKind === undefined && filters.kind !== '')
            ? 'No exam matches these filters.'
            : 'No exams yet. Add one to get started.'
        }
        countLabel={(count) => `${count} ${count === 1 ? 'exam' : 'exams'} in all`}
        pagesLabel="Exam list pages"
        onPageChange={list.setPage}
      />
      <DeleteExamDialog
        exam={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(deletedTitle) => {
          setToDelete(null);
          setNotice({ tone: 'success', text: `“${deletedTitle}” was deleted.` });
        }}
      />
    </>
  );
}

export const ManageExamsPage = () => (
  <ExamListPage
    title="Manage Exams"
    description="Platform exams: open to every student. Activate an exam once it has its questions."
    kind="platform"
  />
);

export const CollegeExamsPage = () => (
  <ExamListPage
    title="College Exams"
    description="Exams scheduled for the students of a college."
    kind="college"
  />
);

export const ExamManagementPage = () => (
  <ExamListPage title="Exam Management" description="Every exam on the platform, of either kind." />
);

/** `ExamManagement/:examType`: platform or college. */
export function ExamsByTypePage() {
  const { examType } = useParams();
  if (!isKind(examType)) {
    return (
      <>
        <PageHeader title="Exams by Type" />
        <Card className="space-y-3">
          <p className="text-slate-700">
            There is no exam type “{examType}”. Exams are platform or college exams.
          </p>
          <TextLink to={paths.admin.examManagement.href()}>All exams</TextLink>
        </Card>
      </>
    );
  }
  return (
    <ExamListPage
      key={examType}
      title={examType === 'platform' ? 'Platform Exams' : 'College Exams'}
      description={
        examType === 'platform'
          ? 'Exams open to every student.'
          : 'Exams scheduled for the students of a college.'
      }
      kind={examType}
    />
  );
}

/** `ExamManagement/college/:collegeId`: one college's exams. */
export function CollegeExamListPage() {
  const { collegeId: param } = useParams();
  const collegeId = parseIdParam(param);
  if (collegeId === null) {
    return (
      <>
        <PageHeader title="College Exams" />
        <Card className="space-y-3">
          <p className="text-slate-700">This address does not name a college.</p>
          <TextLink to={paths.admin.examManagementColleges.href()}>All colleges</TextLink>
        </Card>
      </>
    );
  }
  return <OneCollegeExams collegeId={collegeId} />;
}

function OneCollegeExams({ collegeId }: { collegeId: number }) {
  const { data: colleges } = useGetCollegeChoicesQuery(undefined);
  const name = colleges?.find((college) => college.id === collegeId)?.college_name;
  return (
    <ExamListPage
      key={collegeId}
      title="College Exams"
      description={name === undefined ? 'The exams of this college.' : `The exams of ${name}.`}
      kind="college"
      collegeId={collegeId}
    />
  );
}
