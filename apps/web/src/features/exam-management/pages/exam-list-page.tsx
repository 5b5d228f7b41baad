import { FALLBACK_MESSAGES, type AdminExamRow } from '@vidya/contract';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { getFailureMessage } from '../../../lib/failure-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  useGetAdminExamsQuery,
  useGetCollegeChoicesQuery,
  useReleaseResultsMutation,
  useToggleExamStatusMutation,
  type AdminExamFilters,
  type ExamKind,
} from '../api';
import { DataTable, type DataColumn } from '../components/data-table';
import { DeleteExamDialog } from '../components/delete-exam-dialog';
import { Skeleton } from '../components/skeleton-rows';
import { getEditExamHref, getExamAttemptsHref, getExamQuestionsHref, parseId } from '../exam-paths';
import { describeWindow } from '../exam-schedule';

const SEARCH_DELAY_MS = 350;
const TOGGLE_FAILED = 'The exam could not be switched. Please try again.';
const RELEASE_FAILED = 'The results could not be released. Please try again.';

type Notice = { tone: 'success' | 'error'; text: string };

const isKind = (value: string | null | undefined): value is ExamKind =>
  value === 'platform' || value === 'college';
const readActive = (value: string | null): AdminExamFilters['isActive'] =>
  value === 'true' || value === 'false' ? value : '';
const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function ActiveToggle({ exam, onNotice }: { exam: AdminExamRow; onNotice: (notice: Notice) => void }) {
  const [toggleExamStatus, { isLoading }] = useToggleExamStatusMutation();
  const toggle = async () => {
    const result = await toggleExamStatus({ examId: exam.id, isActive: !exam.is_active });
    onNotice(
      result.error === undefined
        ? {
            tone: 'success',
            text: `“${exam.title}” is ${result.data.is_active ? 'active: students can take it' : 'inactive: students no longer see it'}.`,
          }
        : { tone: 'error', text: getFailureMessage(result.error, TOGGLE_FAILED) },
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

function ReleaseButton({ exam, onNotice }: { exam: AdminExamRow; onNotice: (notice: Notice) => void }) {
  const [releaseResults, { isLoading }] = useReleaseResultsMutation();
  if (exam.results_release !== 'manual') return null;
  if (exam.results_released_at !== null) return <Badge tone="success">Results released</Badge>;
  const release = async () => {
    const result = await releaseResults(exam.id);
    onNotice(
      result.error === undefined
        ? { tone: 'success', text: `Results of “${exam.title}” are released to its students.` }
        : { tone: 'error', text: getFailureMessage(result.error, RELEASE_FAILED) },
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
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';
  const [searchText, setSearchText] = useState(urlSearch);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const kindParam = searchParams.get('kind');
  const filters: AdminExamFilters = {
    page: readPage(searchParams.get('page')),
    search: urlSearch,
    kind: fixedKind ?? (isKind(kindParam) ? kindParam : ''),
    collegeId,
    isActive: readActive(searchParams.get('is_active')),
  };
  const { data, error, isLoading, isFetching, refetch } = useGetAdminExamsQuery(filters);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<AdminExamRow | null>(null);

  const setParam = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name === 'search' },
    );

  useEffect(() => {
    if (search !== urlSearch) setParam('search', search);
    // Only the settled search text moves into the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

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
        actions={
          <LinkButton to={addHref}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add exam
          </LinkButton>
        }
      />
      <form
        role="search"
        aria-label="Filter exams"
        className="mb-6 grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search"
          type="search"
          hint="Title or description."
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        {fixedKind === undefined && (
          <SelectField
            label="Kind"
            value={filters.kind}
            onChange={(event) => setParam('kind', event.target.value)}
          >
            <option value="">All exams</option>
            <option value="platform">Platform exams</option>
            <option value="college">College exams</option>
          </SelectField>
        )}
        <SelectField
          label="Status"
          value={filters.isActive}
          onChange={(event) => setParam('is_active', event.target.value)}
        >
          <option value="">Active and inactive</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </SelectField>
      </form>
      {notice !== null && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton label="Loading exams" />
      ) : data === undefined ? (
        <QueryError
          error={getFailureMessage(error, FALLBACK_MESSAGES.examsFetch)}
          fallback={FALLBACK_MESSAGES.examsFetch}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <DataTable
            caption={`${title}, page ${data.current_page} of ${data.total_pages}`}
            columns={columns}
            rows={data.results}
            getRowKey={(exam) => exam.id}
            isBusy={isFetching}
            empty={
              filters.search !== '' ||
              filters.isActive !== '' ||
              (fixedKind === undefined && filters.kind !== '')
                ? 'No exam matches these filters.'
                : 'No exams yet. Add one to get started.'
            }
          />
          <p className="mt-3 text-sm text-slate-700">
            {data.count} {data.count === 1 ? 'exam' : 'exams'} in all
          </p>
          <Pagination
            label="Exam list pages"
            page={data.current_page}
            totalPages={data.total_pages}
            onPageChange={(page) => setParam('page', String(page))}
          />
        </>
      )}
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
  const collegeId = parseId(param);
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
