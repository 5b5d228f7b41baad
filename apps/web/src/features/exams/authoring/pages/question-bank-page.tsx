import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type QuestionView } from '@vidya/contract';
import { useState } from 'react';
import { paths } from '../../../../lib/paths';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import type { DataColumn } from '../../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../../components/data-table/list-notice';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { PagedList } from '../../../../components/data-table/paged-list';
import { ManagementAddLink } from '../../../../components/management-add-link';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { describeFailure } from '../../../../lib/errors';
import { BulkActionBar } from '../../../../components/data-table/bulk-action-bar';
import { useRowSelection } from '../../../../components/data-table/use-row-selection';
import { useGetBankQuestionsQuery, type QuestionScope } from '../api';
import {
  useBankQuestionsQuery,
  useExportBankQuestions,
  useDeleteQuestion,
  useExamPortal,
} from '../components/exam-portal';
import { FORMAT_NAMES, ImportPanel, QUESTION_FILE_FORMATS } from '../components/import-panel';
import { QuestionForm } from '../components/question-form';

const isScope = (value: string): value is QuestionScope =>
  value === 'all' || value === 'platform' || value === 'college';

/**
 * The question bank: every reusable question, searchable and filtered by scope (platform or
 * college questions), to edit or delete. `scope` fixes the filter for the pages that show one
 * kind only; the URL holds the rest. In the college portal it is the college's own bank, with
 * the file import into it.
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
  const { t } = useLingui();
  const list = useListParams({ scope: 'all' });
  const scopeParam = list.filter('scope');
  const scope: QuestionScope = fixedScope ?? (isScope(scopeParam) ? scopeParam : 'all');
  const portal = useExamPortal();
  const isCollege = portal === 'college';
  const adminQuery = useGetBankQuestionsQuery(
    { page: list.page, search: list.search, scope },
    { skip: isCollege },
  );
  const collegeQuery = useBankQuestionsQuery(
    { page: list.page, search: list.search, scope: 'college' },
    { skip: !isCollege },
  );
  const query = isCollege ? collegeQuery : adminQuery;
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [editing, setEditing] = useState<QuestionView | null>(null);
  const [toDelete, setToDelete] = useState<QuestionView | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteQuestion, { isLoading: isDeleting }] = useDeleteQuestion();
  const [exportQuestions] = useExportBankQuestions();
  const selection = useRowSelection();

  // The chosen questions as a file (CSV, XLSX or one of Moodle's formats), to take elsewhere.
  const exportActions = QUESTION_FILE_FORMATS.map((format) => {
    const formatName = FORMAT_NAMES[format];
    return {
      label: t`Export ${formatName}`,
      busyLabel: t`Exporting...`,
      run: async () => {
        const result = await exportQuestions({ ids: selection.selectedIds, format });
        selection.clear();
        setNotice(
          result.error === undefined
            ? null
            : {
                tone: 'error',
                text: describeFailure(
                  result.error,
                  t`The questions could not be exported. Please try again.`,
                ),
              },
        );
        return null;
      },
    };
  });

  const remove = async () => {
    if (toDelete === null) return;
    setDeleteError(null);
    const result = await deleteQuestion(toDelete.id);
    if (result.error !== undefined) {
      setDeleteError(describeFailure(result.error, FALLBACK_MESSAGES.questionDelete));
      return;
    }
    setToDelete(null);
    setNotice({ tone: 'success', text: t`The question was deleted.` });
  };

  const bankColumn: DataColumn<QuestionView> = {
    id: 'scope',
    header: t`Bank`,
    cell: (question) => (question.college === null ? t`Platform` : t`College`),
  };
  const columns: DataColumn<QuestionView>[] = [
    {
      id: 'question',
      header: t`Question`,
      cell: (question) => {
        const letter = question.correct_answer.toUpperCase();
        const answer = question[`option_${question.correct_answer}`];
        return (
          <div className="min-w-64 max-w-xl">
            <p className="font-medium text-slate-900">{question.question_text}</p>
            <p className="text-slate-600">
              <Trans>
                Answer {letter}: {answer}
              </Trans>
            </p>
          </div>
        );
      },
    },
    ...(isCollege ? [] : [bankColumn]),
    { id: 'marks', header: t`Marks`, cell: (question) => question.marks },
    { id: 'used', header: t`Used in exams`, cell: (question) => question.used_in_exams },
    {
      id: 'actions',
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      cell: (question) => {
        const text = question.question_text;
        return (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t`Edit: ${text}`}
              onClick={() => {
                setNotice(null);
                setEditing(question);
              }}
            >
              <Trans>Edit</Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-800 hover:bg-red-50"
              aria-label={t`Delete: ${text}`}
              onClick={() => setToDelete(question)}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        );
      },
    },
  ];

  const deletedText = toDelete?.question_text ?? '';
  const usedIn = toDelete?.used_in_exams ?? 0;

  const addHref =
    fixedScope === 'college' ? paths.admin.addCollegeQuestions.href() : paths.admin.addNewQuestions.href();

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          isCollege ? undefined : (
            <ManagementAddLink to={addHref}>
              <Trans>Add question</Trans>
            </ManagementAddLink>
          )
        }
      />
      <ListToolbar
        label={t`Filter questions`}
        gridClassName="md:grid-cols-[2fr_1fr]"
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
      >
        {fixedScope === undefined && !isCollege && (
          <SelectField
            label={t`Bank`}
            value={scope}
            onChange={(event) => list.setFilter('scope', event.target.value)}
          >
            <option value="all">{t`All questions`}</option>
            <option value="platform">{t`Platform questions`}</option>
            <option value="college">{t`College questions`}</option>
          </SelectField>
        )}
      </ListToolbar>
      <ListNoticeAlert notice={notice} />
      {editing !== null && (
        <Card className="mb-6 space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Edit question</Trans>
          </h2>
          <QuestionForm
            key={editing.id}
            question={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setNotice({ tone: 'success', text: t`Question saved.` });
            }}
          />
        </Card>
      )}
      <BulkActionBar
        label={t`Selected questions`}
        count={selection.selectedIds.length}
        noneSelected={t`No question selected`}
        actions={exportActions}
      />
      <PagedList
        query={query}
        selection={{
          state: selection.state,
          onChange: selection.onChange,
          selectAllLabel: t`Select every question on this page`,
          selectRowLabel: ({ question_text: text }) => t`Select: ${text}`,
        }}
        title={title}
        loadingLabel={t`Loading questions`}
        failureFallback={FALLBACK_MESSAGES.examsFetch}
        columns={columns}
        getRowId={(question) => question.id}
        empty={list.search === '' ? t`No questions yet.` : t`No question matches this search.`}
        countLabel={(count) => t`${plural(count, { one: '# question in all', other: '# questions in all' })}`}
        pagesLabel={t`Question pages`}
        onPageChange={list.setPage}
      />
      {(isCollege || fixedScope !== 'college') && (
        <Card className="mt-6">
          <ImportPanel
            examId={null}
            isLocked={false}
            onImported={(count) =>
              setNotice({
                tone: 'success',
                text: t`${plural(count, { one: '# question was imported.', other: '# questions were imported.' })}`,
              })
            }
          />
        </Card>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t`Delete this question?`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        isBusy={isDeleting}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => {
          setToDelete(null);
          setDeleteError(null);
        }}
      >
        <p>
          {usedIn > 0
            ? t`${plural(usedIn, {
                one: `“${deletedText}” will be deleted and removed from the # exam that uses it. This cannot be undone.`,
                other: `“${deletedText}” will be deleted and removed from the # exams that use it. This cannot be undone.`,
              })}`
            : t`“${deletedText}” will be deleted. This cannot be undone.`}
        </p>
      </ConfirmDialog>
    </>
  );
}

export function QuestionBankRoutePage() {
  const { t } = useLingui();
  return (
    <QuestionBankPage
      title={t`Question Bank`}
      description={t`Every question on the platform, to reuse in any exam.`}
    />
  );
}

export function ManageQuestionsPage() {
  const { t } = useLingui();
  return (
    <QuestionBankPage
      title={t`Manage Questions`}
      description={t`Questions of platform exams, to edit and delete.`}
      scope="platform"
    />
  );
}

export function ManageCollegeQuestionsPage() {
  const { t } = useLingui();
  return (
    <QuestionBankPage
      title={t`Manage College Questions`}
      description={t`Questions of college exams, to edit and delete.`}
      scope="college"
    />
  );
}

export function ViewCollegeQuestionsPage() {
  const { t } = useLingui();
  return (
    <QuestionBankPage
      title={t`College Questions`}
      description={t`Every college's questions.`}
      scope="college"
    />
  );
}
