import { FALLBACK_MESSAGES, type QuestionView } from '@vidya/contract';
import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import type { DataColumn } from '../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { PagedList } from '../../../components/data-table/paged-list';
import { ManagementAddLink } from '../../../components/management-add-link';
import { useListParams } from '../../../components/data-table/use-list-params';
import { describeFailure } from '../../../lib/errors';
import { useDeleteQuestionMutation, useGetBankQuestionsQuery, type QuestionScope } from '../api';
import { QuestionForm } from '../components/question-form';

const isScope = (value: string): value is QuestionScope =>
  value === 'all' || value === 'platform' || value === 'college';

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
  const list = useListParams({ scope: 'all' });
  const scopeParam = list.filter('scope');
  const scope: QuestionScope = fixedScope ?? (isScope(scopeParam) ? scopeParam : 'all');
  const query = useGetBankQuestionsQuery({ page: list.page, search: list.search, scope });
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [editing, setEditing] = useState<QuestionView | null>(null);
  const [toDelete, setToDelete] = useState<QuestionView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteQuestion, { isLoading: isDeleting }] = useDeleteQuestionMutation();

  const remove = async () => {
    if (toDelete === null) return;
    setDeleteError(null);
    const result = await deleteQuestion(toDelete.id);
    if (result.error !== undefined) {
      setDeleteError(describeFailure(result.error, FALLBACK_MESSAGES.questionDelete));
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
        actions={<ManagementAddLink to={addHref}>Add question</ManagementAddLink>}
      />
      <ListToolbar
        label="Filter questions"
        gridClassName="md:grid-cols-[2fr_1fr]"
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
      >
        {fixedScope === undefined && (
          <SelectField
            label="Bank"
            value={scope}
            onChange={(event) => list.setFilter('scope', event.target.value)}
          >
            <option value="all">All questions</option>
            <option value="platform">Platform questions</option>
            <option value="college">College questions</option>
          </SelectField>
        )}
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
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
      <PagedList
        query={query}
        title={title}
        loadingLabel="Loading questions"
        failureFallback={FALLBACK_MESSAGES.examsFetch}
        columns={columns}
        getRowId={(question) => question.id}
        empty={list.search === '' ? 'No questions yet.' : 'No question matches this search.'}
        countLabel={(count) => `${count} ${count === 1 ? 'question' : 'questions'} in all`}
        pagesLabel="Question pages"
        onPageChange={list.setPage}
      />
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
