import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type AdminExamDetail, type QuestionFileFormat } from '@vidya/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryError } from '../../../../components/ui/query-error';
import { Tabs } from '../../../../components/ui/tabs';
import { TextField } from '../../../../components/ui/text-field';
import { TextLink } from '../../../../components/ui/text-link';
import { describeFailure } from '../../../../lib/errors';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import {
  useExportExamQuestionsMutation,
  useGetExamAttemptsQuery,
  useToggleExamStatusMutation,
  type ExamKind,
} from '../api';
import { AdminExamGate } from '../components/admin-exam-gate';
import { AttemptsTable } from '../../results/components/attempts-table';
import { ExamQuestionsEditor } from '../components/exam-questions-editor';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { getEditExamHref, getExamListHref } from '../exam-paths';
import { describeWindow } from '../../../../lib/format';
import { ExamHeading } from '../components/exam-heading';
import { FORMAT_NAMES, QUESTION_FILE_FORMATS } from '../components/import-panel';

type TabId = 'questions' | 'attempts';

function ExamAttempts({ examId }: { examId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 350);
  const { data, error, isLoading, isFetching, refetch } = useGetExamAttemptsQuery({ examId, page, search });
  const currentPage = data?.current_page;
  const totalPages = data?.total_pages;
  return (
    <section aria-label={t`Attempts`} className="space-y-4">
      <form
        role="search"
        aria-label={t`Filter attempts`}
        className="max-w-md"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label={t`Search students`}
          type="search"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
      </form>
      {isLoading ? (
        <SkeletonRows label={t`Loading attempts`} />
      ) : data === undefined ? (
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.examDetailFetch}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <AttemptsTable
            attempts={data.results}
            caption={t`Attempts, page ${currentPage} of ${totalPages}`}
            showExam={false}
            isBusy={isFetching}
            empty={
              search === '' ? t`No student has taken this exam yet.` : t`No attempt matches this search.`
            }
          />
          <Pagination
            label={t`Attempt pages`}
            page={data.current_page}
            totalPages={data.total_pages}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

function ExamActions({ exam, onError }: { exam: AdminExamDetail; onError: (text: string | null) => void }) {
  const { t } = useLingui();
  const [exportQuestions, { isLoading: isExporting }] = useExportExamQuestionsMutation();
  const [toggleExamStatus, { isLoading: isToggling }] = useToggleExamStatusMutation();
  const exportAs = async (format: QuestionFileFormat) => {
    onError(null);
    const result = await exportQuestions({ examId: exam.id, format });
    if (result.error !== undefined)
      onError(describeFailure(result.error, t`The questions could not be exported. Please try again.`));
  };
  const toggle = async () => {
    onError(null);
    const result = await toggleExamStatus({ examId: exam.id, isActive: !exam.is_active });
    if (result.error !== undefined)
      onError(describeFailure(result.error, t`The exam could not be switched. Please try again.`));
  };
  return (
    <>
      <Button
        variant={exam.is_active ? 'secondary' : 'primary'}
        disabled={isToggling}
        onClick={() => void toggle()}
      >
        {exam.is_active ? t`Deactivate` : t`Activate`}
      </Button>
      {QUESTION_FILE_FORMATS.map((format) => {
        const formatName = FORMAT_NAMES[format];
        return (
          <Button
            key={format}
            variant="secondary"
            disabled={isExporting || exam.questions.length === 0}
            onClick={() => void exportAs(format)}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            <Trans>Export {formatName}</Trans>
          </Button>
        );
      })}
    </>
  );
}

/**
 * `ExamQuestions`, `UpdateQuestions`, `CollegeExamQuestions` and `UpdateCollegeExamQuestions`:
 * one exam's questions, and (tab `?tab=attempts`) the attempts students made.
 */
export function ExamQuestionsPage({ title, kind }: { title: string; kind: ExamKind }) {
  return (
    <AdminExamGate title={title} kind={kind}>
      {(exam) => <ExamQuestionsAndAttempts title={title} exam={exam} />}
    </AdminExamGate>
  );
}

function ExamQuestionsAndAttempts({ title, exam }: { title: string; exam: AdminExamDetail }) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'attempts' ? 'attempts' : 'questions';
  const [actionError, setActionError] = useState<string | null>(null);
  const collegeName = exam.college_name ?? t`College`;
  const schedule = describeWindow(exam);
  const minutes = exam.duration_minutes;
  const questionCount = exam.questions.length;
  const attemptCount = exam.attempts_count;

  return (
    <>
      <PageHeader
        title={title}
        description={
          <ExamHeading title={exam.title} isActive={exam.is_active}>
            <span>
              {exam.kind === 'college' ? (
                <Trans>
                  {collegeName} · {schedule} · {minutes} min
                </Trans>
              ) : (
                <Trans>
                  Platform · {schedule} · {minutes} min
                </Trans>
              )}
            </span>
          </ExamHeading>
        }
        actions={<ExamActions exam={exam} onError={setActionError} />}
      />
      <p className="-mt-4 mb-6 flex flex-wrap gap-4 text-sm">
        <TextLink to={getEditExamHref(exam)}>
          <Trans>Edit settings</Trans>
        </TextLink>
        <TextLink to={getExamListHref(exam.kind)}>
          <Trans>All exams</Trans>
        </TextLink>
      </p>
      {actionError !== null && (
        <Alert tone="error" className="mb-6">
          {actionError}
        </Alert>
      )}
      <Tabs
        label={t`Exam`}
        tabs={[
          { id: 'questions', label: t`Questions (${questionCount})` },
          { id: 'attempts', label: t`Attempts (${attemptCount})` },
        ]}
        selectedId={tab}
        onSelect={(id) => setSearchParams(id === 'attempts' ? { tab: 'attempts' } : {}, { replace: true })}
      >
        {tab === 'questions' ? <ExamQuestionsEditor exam={exam} /> : <ExamAttempts examId={exam.id} />}
      </Tabs>
    </>
  );
}

export function ExamQuestionsRoutePage() {
  const { t } = useLingui();
  return <ExamQuestionsPage title={t`Exam Questions`} kind="platform" />;
}

export function UpdateQuestionsPage() {
  const { t } = useLingui();
  return <ExamQuestionsPage title={t`Update Questions`} kind="platform" />;
}

export function CollegeExamQuestionsPage() {
  const { t } = useLingui();
  return <ExamQuestionsPage title={t`College Exam Questions`} kind="college" />;
}

export function UpdateCollegeExamQuestionsPage() {
  const { t } = useLingui();
  return <ExamQuestionsPage title={t`Update College Exam Questions`} kind="college" />;
}
