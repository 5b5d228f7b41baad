import { FALLBACK_MESSAGES, type QuestionView } from '@vidya/contract';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { getFailureMessage } from '../../../lib/failure-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteQuestionMutation, useGetBankQuestionsQuery, type QuestionScope } from '../api';
import { DataTable, type DataColumn } from '../components/data-table';
import { QuestionForm } from '../components/question-form';
import { Skeleton } from '../components/skeleton-rows';

type Notice = { tone: 'success' | 'error'; text: string };

const isScope = (value: string | null): value is QuestionScope =>
  value === 'all' || value === 'platform' || value === 'college';
const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The question bank: every reusable question, searchable and filtered by scope (platform or
 * college questions), to edit or delete. `scope` fixes the filter for the pages that show one
 * kind only; the URL holds the rest.
 */
export function QuestionBankPage({
  title,
  description,
  scope: fixedScope,
}: {
  title: string;
  description: string;
  scope?: Exclude<QuestionScope, 'all'>;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';
  const [searchText, setSearchText] = useState(urlSearch);
  const search = useDebouncedValue(searchText.trim(), 350);
  const scopeParam = searchParams.get('scope');
  const scope: QuestionScope = fixedScope ?? (isScope(scopeParam) ? scopeParam : 'all');
  const page = readPage(searchParams.get('page'));
  const { data, error, isLoading, isFetching, refetch } = useGetBankQuestionsQuery({
    page,
    search: urlSearch,
    scope,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<QuestionView | null>(null);
  const [toDelete, setToDelete] = useState<QuestionView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteQuestion, { isLoading: isDeleting }] = useDeleteQuestionMutation();

  const setParam = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (name === 'scope' && value === 'all')) next.delete(name);
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

  const remove = async () => {
    if (toDelete === null) return;
    setDeleteError(null);
    const result = await deleteQuestion(toDelete.id);
    if (result.error !== undefined) {
      setDeleteError(getFailureMessage(result.error, FALLBACK_MESSAGES.questionDelete));
      return;
    }
    setToDelete(null);
    setNotice({ tone: 'success', text: 'The question was deleted.' });
  };

  const columns: DataColumn<QuestionView>[] = [
    {
      id: 'question',
      header: 'Question',
      cell: (question) => (
        <div className="min-w-64 max-w-xl">
          <p className="font-medium text-slate-900">{question.question_text}</p>
          <p className="text-slate-600">
            Answer {question.correct_answer.toUpperCase()}: {question[`option_${question.correct_answer}`]}
          </p>
        </div>
      ),
    },
    { id: 'scope', header: 'Bank', cell: (question) => (question.college === null ? 'Platform' : 'College') },
    { id: 'marks', header: 'Marks', cell: (question) => question.marks },
    { id: 'used', header: 'Used in exams', cell: (question) => question.used_in_exams },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (question) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit: ${question.question_text}`}
            onClick={() => {
              setNotice(null);
              setEditing(question);
            }}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            aria-label={`Delete: ${question.question_text}`}
            onClick={() => setToDelete(question)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const addHref =
    fixedScope === 'college' ? paths.admin.addCollegeQuestions.href() : paths.admin.addNewQuestions.href();

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <LinkButton to={addHref}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add question
          </LinkButton>
        }
      />
      <form
        role="search"
        aria-label="Filter questions"
        className="mb-6 grid gap-4 md:grid-cols-[2fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        {fixedScope === undefined && (
          <SelectField label="Bank" value={scope} onChange={(event) => setParam('scope', event.target.value)}>
            <option value="all">All questions</option>
            <option value="platform">Platform questions</option>
            <option value="college">College questions</option>
          </SelectField>
        )}
      </form>
      {notice !== null && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {editing !== null && (
        <Card className="mb-6 space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">Edit question</h2>
          <QuestionForm
            key={editing.id}
            question={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setNotice({ tone: 'success', text: 'Question saved.' });
            }}
          />
        </Card>
      )}
      {isLoading ? (
        <Skeleton label="Loading questions" />
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
            getRowKey={(question) => question.id}
            isBusy={isFetching}
            empty={urlSearch === '' ? 'No questions yet.' : 'No question matches this search.'}
          />
          <p className="mt-3 text-sm text-slate-700">
            {data.count} {data.count === 1 ? 'question' : 'questions'} in all
          </p>
          <Pagination
            label="Question pages"
            page={data.current_page}
            totalPages={data.total_pages}
            onPageChange={(next) => setParam('page', String(next))}
          />
        </>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this question?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={isDeleting}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => {
          setToDelete(null);
          setDeleteError(null);
        }}
      >
        <p>
          “{toDelete?.question_text}” will be deleted
          {toDelete !== null && toDelete.used_in_exams > 0
            ? ` and removed from the ${toDelete.used_in_exams} ${toDelete.used_in_exams === 1 ? 'exam' : 'exams'} that use it`
            : ''}
          . This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

export const QuestionBankRoutePage = () => (
  <QuestionBankPage
    title="Question Bank"
    description="Every question on the platform, to reuse in any exam."
  />
);
export const ManageQuestionsPage = () => (
  <QuestionBankPage
    title="Manage Questions"
    description="Questions of platform exams, to edit and delete."
    scope="platform"
  />
);
export const ManageCollegeQuestionsPage = () => (
  <QuestionBankPage
    title="Manage College Questions"
    description="Questions of college exams, to edit and delete."
    scope="college"
  />
);
export const ViewCollegeQuestionsPage = () => (
  <QuestionBankPage title="College Questions" description="Every college's questions." scope="college" />
);
