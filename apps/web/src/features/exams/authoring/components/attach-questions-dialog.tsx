import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Pagination } from '../../../../components/ui/pagination';
import { TextField } from '../../../../components/ui/text-field';
import { describeFailure } from '../../../../lib/errors';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { SelectField } from '../../../../components/ui/select-field';
import type { ExamKind } from '../api';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { useAttachQuestions, useBankQuestionsQuery, useExamPortal } from './exam-portal';

/**
 * Picking questions from the bank to add to the end of an exam: an admin, from the bank of the
 * exam's kind; a college, from its own bank or the platform's (it chooses which).
 */
export function AttachQuestionsDialog({
  examId,
  kind,
  isOpen,
  existingIds,
  onClose,
  onAttached,
}: {
  examId: number;
  kind: ExamKind;
  isOpen: boolean;
  existingIds: number[];
  onClose: () => void;
  onAttached: (count: number) => void;
}) {
  const { t } = useLingui();
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), 350);
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const isCollegePortal = useExamPortal() === 'college';
  const [bank, setBank] = useState<ExamKind>(kind);
  const {
    data,
    error: loadError,
    isLoading,
  } = useBankQuestionsQuery({ page, search, scope: bank }, { skip: !isOpen });
  const [attachQuestions, { isLoading: isAttaching }] = useAttachQuestions();
  const available = (data?.results ?? []).filter((question) => !existingIds.includes(question.id));
  const selectedCount = selected.length;

  const close = () => {
    setSelected([]);
    setError(null);
    onClose();
  };

  const attach = async () => {
    setError(null);
    const result = await attachQuestions({ examId, questionIds: selected });
    if (result.error !== undefined) {
      setError(describeFailure(result.error, t`The questions could not be added. Please try again.`));
      return;
    }
    const count = selected.length;
    setSelected([]);
    onAttached(count);
  };

  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t`Add questions from the bank`}>
      <div className="space-y-4">
        <TextField
          label={t`Search questions`}
          type="search"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
        {isCollegePortal && (
          <SelectField
            label={t`Bank`}
            value={bank}
            onChange={(event) => {
              setBank(event.target.value === 'platform' ? 'platform' : 'college');
              setPage(1);
            }}
          >
            <option value="college">{t`Your college's questions`}</option>
            <option value="platform">{t`Platform questions`}</option>
          </SelectField>
        )}
        {isLoading ? (
          <SkeletonRows rows={3} label={t`Loading questions`} />
        ) : loadError !== undefined ? (
          <Alert tone="error">{describeFailure(loadError, FALLBACK_MESSAGES.examsFetch)}</Alert>
        ) : available.length === 0 ? (
          <p className="text-slate-700">
            <Trans>No other question in the bank matches.</Trans>
          </p>
        ) : (
          <fieldset className="max-h-80 space-y-2 overflow-y-auto">
            <legend className="sr-only">
              <Trans>Questions to add</Trans>
            </legend>
            {available.map((question) => {
              const marks = question.marks;
              const exams = question.used_in_exams;
              return (
                <label
                  key={question.id}
                  className="flex items-start gap-3 rounded-lg border border-slate-200 p-3"
                >
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4"
                    checked={selected.includes(question.id)}
                    onChange={() => toggle(question.id)}
                  />
                  <span className="text-sm text-slate-800">
                    {question.question_text}
                    <span className="block text-slate-600">
                      {t`${plural(marks, { one: '# mark', other: '# marks' })}`} ·{' '}
                      {t`${plural(exams, { one: 'in # exam', other: 'in # exams' })}`}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        {data !== undefined && (
          <Pagination
            label={t`Question bank pages`}
            page={data.current_page}
            totalPages={data.total_pages}
            onPageChange={setPage}
          />
        )}
        {error !== null && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={isAttaching}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={selected.length === 0 || isAttaching} onClick={() => void attach()}>
            {isAttaching
              ? t`Adding...`
              : t`${plural(selectedCount, { one: 'Add # question', other: 'Add # questions' })}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
