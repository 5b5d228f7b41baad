import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type AdminExamRow } from '@vidya/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths, parseIdParam } from '../../../../lib/paths';
import { Badge } from '../../../../components/ui/badge';
import { Button, LinkButton } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { TextLink } from '../../../../components/ui/text-link';
import type { DataColumn } from '../../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../../components/data-table/list-notice';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { PagedList } from '../../../../components/data-table/paged-list';
import { ManagementAddLink } from '../../../../components/management-add-link';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { useGetCollegeChoicesQuery } from '../../../../lib/api/college-directory';
import { describeFailure } from '../../../../lib/errors';
import {
  useGetAdminExamsQuery,
  useReleaseResultsMutation,
  useToggleExamStatusMutation,
  type AdminExamFilters,
  type ExamKind,
} from '../api';
import { DeleteExamDialog } from '../components/delete-exam-dialog';
import { getEditExamHref, getExamAttemptsHref, getExamQuestionsHref } from '../exam-paths';
import { describeWindow } from '../../../../lib/format';

const isKind = (value: string | null | undefined): value is ExamKind =>
  value === 'platform' || value === 'college';
const readActive = (value: string): AdminExamFilters['isActive'] =>
  value === 'true' || value === 'false' ? value : '';

function ActiveToggle({ exam, onNotice }: { exam: AdminExamRow; onNotice: (notice: ListNotice) => void }) {
  const { t } = useLingui();
  const [toggleExamStatus, { isLoading }] = useToggleExamStatusMutation();
  const title = exam.title;
  const toggle = async () => {
    const result = await toggleExamStatus({ examId: exam.id, isActive: !exam.is_active });
    onNotice(
      result.error === undefined
        ? {
            tone: 'success',
            text: result.data.is_active
              ? t`“${title}” is active: students can take it.`
              : t`“${title}” is inactive: students no longer see it.`,
          }
        : {
            tone: 'error',
            text: describeFailure(result.error, t`The exam could not be switched. Please try again.`),
          },
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
        aria-label={t`Active: ${title}`}
        onChange={() => void toggle()}
      />
      <span aria-hidden="true">{exam.is_active ? t`Active` : t`Inactive`}</span>
    </label>
  );
}

function ReleaseButton({ exam, onNotice }: { exam: AdminExamRow; onNotice: (notice: ListNotice) => void }) {
  const { t } = useLingui();
  const [releaseResults, { isLoading }] = useReleaseResultsMutation();
  const title = exam.title;
  if (exam.results_release !== 'manual') return null;
  if (exam.results_released_at !== null)
    return (
      <Badge tone="success">
        <Trans>Results released</Trans>
      </Badge>
    );
  const release = async () => {
    const result = await releaseResults(exam.id);
    onNotice(
      result.error === undefined
        ? { tone: 'success', text: t`Results of “${title}” are released to its students.` }
        : {
            tone: 'error',
            text: describeFailure(result.error, t`The results could not be released. Please try again.`),
          },
    );
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={isLoading}
      aria-label={t`Release results: ${title}`}
      onClick={() => void release()}
    >
      {isLoading ? t`Releasing...` : t`Release results`}
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
  const { t } = useLingui();
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
      header: t`Exam`,
      cell: (exam) => {
        const joinCode = exam.join_code;
        return (
          <div className="min-w-48">
            <Link
              to={getExamQuestionsHref(exam)}
              className="font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {exam.title}
            </Link>
            {joinCode !== null && exam.allow_join_by_code && (
              <p className="text-slate-600">
                <Trans>
                  Code <span className="font-mono">{joinCode}</span>
                </Trans>
              </p>
            )}
          </div>
        );
      },
    },
    {
      id: 'kind',
      header: t`Kind`,
      cell: (exam) => (exam.kind === 'platform' ? t`Platform` : t`College`),
    },
    { id: 'college', header: t`College`, cell: (exam) => exam.college_name ?? '—' },
    { id: 'questions', header: t`Questions`, cell: (exam) => exam.total_questions },
    {
      id: 'window',
      header: t`Window`,
      cell: (exam) => <span className="block min-w-40">{describeWindow(exam)}</span>,
    },
    {
      id: 'attempts',
      header: t`Attempts`,
      cell: (exam) => {
        const attempts = exam.attempts_count;
        const title = exam.title;
        return (
          <Link
            to={getExamAttemptsHref(exam)}
            className="text-indigo-800 underline-offset-4 hover:underline"
            aria-label={t`${plural(attempts, { one: `# attempt: ${title}`, other: `# attempts: ${title}` })}`}
          >
            {attempts}
          </Link>
        );
      },
    },
    { id: 'active', header: t`Active`, cell: (exam) => <ActiveToggle exam={exam} onNotice={setNotice} /> },
    {
      id: 'actions',
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      cell: (exam) => {
        const title = exam.title;
        return (
          <div className="flex flex-wrap gap-2">
            <LinkButton size="sm" variant="ghost" to={getEditExamHref(exam)} aria-label={t`Edit: ${title}`}>
              <Trans>Edit</Trans>
            </LinkButton>
            <LinkButton
              size="sm"
              variant="ghost"
              to={getExamQuestionsHref(exam)}
              aria-label={t`Questions: ${title}`}
            >
              <Trans>Questions</Trans>
            </LinkButton>
            <ReleaseButton exam={exam} onNotice={setNotice} />
            <Button
              size="sm"
              variant="ghost"
              className="text-red-800 hover:bg-red-50"
              aria-label={t`Delete: ${title}`}
              onClick={() => setToDelete(exam)}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
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
          <ManagementAddLink to={addHref}>
            <Trans>Add exam</Trans>
          </ManagementAddLink>
        }
      />
      <ListToolbar
        label={t`Filter exams`}
        searchHint={t`Title or description.`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
      >
        {fixedKind === undefined && (
          <SelectField
            label={t`Kind`}
            value={filters.kind}
            onChange={(event) => list.setFilter('kind', event.target.value)}
          >
            <option value="">{t`All exams`}</option>
            <option value="platform">{t`Platform exams`}</option>
            <option value="college">{t`College exams`}</option>
          </SelectField>
        )}
        <SelectField
          label={t`Status`}
          value={filters.isActive}
          onChange={(event) => list.setFilter('is_active', event.target.value)}
        >
          <option value="">{t`Active and inactive`}</option>
          <option value="true">{t`Active`}</option>
          <option value="false">{t`Inactive`}</option>
        </SelectField>
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      <PagedList
        query={query}
        title={title}
        loadingLabel={t`Loading exams`}
        failureFallback={FALLBACK_MESSAGES.examsFetch}
        columns={columns}
        getRowId={(exam) => exam.id}
        empty={
          filters.search !== '' || filters.isActive !== '' || (fixedKind === undefined && filters.kind !== '')
            ? t`No exam matches these filters.`
            : t`No exams yet. Add one to get started.`
        }
        countLabel={(count) => t`${plural(count, { one: '# exam in all', other: '# exams in all' })}`}
        pagesLabel={t`Exam list pages`}
        onPageChange={list.setPage}
      />
      <DeleteExamDialog
        exam={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(deletedTitle) => {
          setToDelete(null);
          setNotice({ tone: 'success', text: t`“${deletedTitle}” was deleted.` });
        }}
      />
    </>
  );
}

export function ManageExamsPage() {
  const { t } = useLingui();
  return (
    <ExamListPage
      title={t`Manage Exams`}
      description={t`Platform exams: open to every student. Activate an exam once it has its questions.`}
      kind="platform"
    />
  );
}

export function CollegeExamsPage() {
  const { t } = useLingui();
  return (
    <ExamListPage
      title={t`College Exams`}
      description={t`Exams scheduled for the students of a college.`}
      kind="college"
    />
  );
}

export function ExamManagementPage() {
  const { t } = useLingui();
  return (
    <ExamListPage title={t`Exam Management`} description={t`Every exam on the platform, of either kind.`} />
  );
}

/** `ExamManagement/:examType`: platform or college. */
export function ExamsByTypePage() {
  const { t } = useLingui();
  const { examType } = useParams();
  if (!isKind(examType)) {
    return (
      <>
        <PageHeader title={t`Exams by Type`} />
        <Card className="space-y-3">
          <p className="text-slate-700">
            <Trans>There is no exam type “{examType}”. Exams are platform or college exams.</Trans>
          </p>
          <TextLink to={paths.admin.examManagement.href()}>
            <Trans>All exams</Trans>
          </TextLink>
        </Card>
      </>
    );
  }
  return (
    <ExamListPage
      key={examType}
      title={examType === 'platform' ? t`Platform Exams` : t`College Exams`}
      description={
        examType === 'platform'
          ? t`Exams open to every student.`
          : t`Exams scheduled for the students of a college.`
      }
      kind={examType}
    />
  );
}

/** `ExamManagement/college/:collegeId`: one college's exams. */
export function CollegeExamListPage() {
  const { t } = useLingui();
  const { collegeId: param } = useParams();
  const collegeId = parseIdParam(param);
  if (collegeId === null) {
    return (
      <>
        <PageHeader title={t`College Exams`} />
        <Card className="space-y-3">
          <p className="text-slate-700">
            <Trans>This address does not name a college.</Trans>
          </p>
          <TextLink to={paths.admin.examManagementColleges.href()}>
            <Trans>All colleges</Trans>
          </TextLink>
        </Card>
      </>
    );
  }
  return <OneCollegeExams collegeId={collegeId} />;
}

function OneCollegeExams({ collegeId }: { collegeId: number }) {
  const { t } = useLingui();
  const { data: colleges } = useGetCollegeChoicesQuery(undefined);
  const name = colleges?.find((college) => college.id === collegeId)?.college_name;
  return (
    <ExamListPage
      key={collegeId}
      title={t`College Exams`}
      description={name === undefined ? t`The exams of this college.` : t`The exams of ${name}.`}
      kind="college"
      collegeId={collegeId}
    />
  );
}
