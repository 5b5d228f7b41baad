import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, OPTION_KEYS, type AdminExamDetail } from '@vidya/contract';
import { ArrowDown, ArrowUp, Library, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { describeFailure } from '../../../../lib/errors';
import { AttachQuestionsDialog } from './attach-questions-dialog';
import { useDetachQuestion, useExamPortal, useReorderQuestions } from './exam-portal';
import { ImportPanel } from './import-panel';
import { QuestionForm } from './question-form';

type Question = AdminExamDetail['questions'][number];
type Notice = { tone: 'success' | 'error'; text: string };

const moveItem = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

function QuestionCard({
  question,
  index,
  count,
  isLocked,
  isBusy,
  onMove,
  onEdit,
  onRemove,
}: {
  question: Question;
  index: number;
  count: number;
  isLocked: boolean;
  isBusy: boolean;
  onMove: (to: number) => void;
  /** Left out for a question its viewer may not edit (a college, a platform question). */
  onEdit?: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const number = index + 1;
  const marks = question.marks;
  const otherExams = question.used_in_exams - 1;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <p className="font-semibold text-slate-900">
            {index + 1}. {question.question_text}
          </p>
          <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {OPTION_KEYS.filter((key) => question[`option_${key}`] !== '').map((key) => {
              const isCorrect = key === question.correct_answer;
              return (
                <li key={key} className={isCorrect ? 'font-semibold text-emerald-800' : 'text-slate-700'}>
                  {key.toUpperCase()}. {question[`option_${key}`]}
                  {isCorrect && (
                    <span>
                      {' '}
                      <Trans>(correct)</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-sm text-slate-600">
            {t`${plural(marks, { one: '# mark', other: '# marks' })}`}
            {otherExams > 0 &&
              ` · ${t`${plural(otherExams, { one: 'also in # other exam', other: 'also in # other exams' })}`}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t`Move question ${number} up`}
            disabled={index === 0 || isBusy}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t`Move question ${number} down`}
            disabled={index === count - 1 || isBusy}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </Button>
          {onEdit !== undefined && (
            <Button size="sm" variant="ghost" aria-label={t`Edit question ${number}`} onClick={onEdit}>
              <Trans>Edit</Trans>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            aria-label={t`Remove question ${number}`}
            disabled={isLocked}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** An exam's questions in order: add, edit, remove, reorder, pick from the bank, import. */
export function ExamQuestionsEditor({ exam }: { exam: AdminExamDetail }) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [isAttachOpen, setIsAttachOpen] = useState(false);
  const [toRemove, setToRemove] = useState<Question | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const isCollegePortal = useExamPortal() === 'college';
  const [reorderQuestions, { isLoading: isReordering }] = useReorderQuestions();
  const [detachQuestion, { isLoading: isRemoving }] = useDetachQuestion();
  const questions = [...exam.questions].sort((left, right) => left.position - right.position);
  const ids = questions.map((question) => question.id);
  const isLocked = exam.questions_locked;
  const questionCount = questions.length;
  const totalMarks = exam.total_marks;
  const removedText = toRemove?.question_text;

  const move = async (from: number, to: number) => {
    setNotice(null);
    const result = await reorderQuestions({ examId: exam.id, questionIds: moveItem(ids, from, to) });
    if (result.error !== undefined)
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The new order could not be saved. Please try again.`),
      });
  };

  const remove = async () => {
    if (toRemove === null) return;
    setRemoveError(null);
    const result = await detachQuestion({ examId: exam.id, questionId: toRemove.id });
    if (result.error !== undefined) {
      setRemoveError(describeFailure(result.error, FALLBACK_MESSAGES.questionDelete));
      return;
    }
    setToRemove(null);
    setNotice({
      tone: 'success',
      text: t`The question was removed from this exam. It stays in the question bank.`,
    });
  };

  return (
    <div className="space-y-8">
      {isLocked && (
        <Alert tone="info">
          <Trans>
            Students have already taken this exam, so questions cannot be added or removed and answers and
            marks cannot change. You can still fix wording and order.
          </Trans>
        </Alert>
      )}
      {notice !== null && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <section aria-labelledby="questions-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
            {t`Questions (${questionCount}, ${plural(totalMarks, { one: '# mark', other: '# marks' })})`}
          </h2>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={isLocked} onClick={() => setIsAttachOpen(true)}>
              <Library aria-hidden="true" className="h-4 w-4" />
              <Trans>Add from bank</Trans>
            </Button>
            <Button disabled={isLocked || isAdding} onClick={() => setIsAdding(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              <Trans>New question</Trans>
            </Button>
          </div>
        </div>
        {isAdding && (
          <Card className="space-y-4">
            <h3 className="text-lg font-semibold text-slate-900">
              <Trans>New question</Trans>
            </h3>
            <QuestionForm
              exam={exam.id}
              college={exam.college ?? undefined}
              onCancel={() => setIsAdding(false)}
              onSaved={() => {
                setIsAdding(false);
                setNotice({ tone: 'success', text: t`Question added to the end of the exam.` });
              }}
            />
          </Card>
        )}
        {questions.length === 0 ? (
          <Card>
            <p className="text-slate-700">
              <Trans>
                This exam has no questions yet. Add them one by one, from the bank, or import a file below. An
                exam needs questions before it can be made active.
              </Trans>
            </p>
          </Card>
        ) : (
          <ol className="space-y-3" aria-busy={isReordering || undefined}>
            {questions.map((question, index) => {
              const number = index + 1;
              return editingId === question.id ? (
                <li key={question.id}>
                  <Card className="space-y-4">
                    <h3 className="text-lg font-semibold text-slate-900">
                      <Trans>Edit question {number}</Trans>
                    </h3>
                    <QuestionForm
                      question={question}
                      isAnswerLocked={isLocked}
                      onCancel={() => setEditingId(null)}
                      onSaved={() => {
                        setEditingId(null);
                        setNotice({ tone: 'success', text: t`Question ${number} saved.` });
                      }}
                    />
                  </Card>
                </li>
              ) : (
                <QuestionCard
                  key={question.id}
                  question={question}
                  index={index}
                  count={questions.length}
                  isLocked={isLocked}
                  isBusy={isReordering}
                  onMove={(to) => void move(index, to)}
                  onEdit={
                    isCollegePortal && question.college === null ? undefined : () => setEditingId(question.id)
                  }
                  onRemove={() => setToRemove(question)}
                />
              );
            })}
          </ol>
        )}
      </section>
      <Card>
        <ImportPanel
          examId={exam.id}
          isLocked={isLocked}
          onImported={(count) =>
            setNotice({
              tone: 'success',
              text: t`${plural(count, { one: '# question was imported.', other: '# questions were imported.' })}`,
            })
          }
        />
      </Card>
      <AttachQuestionsDialog
        examId={exam.id}
        kind={exam.kind}
        isOpen={isAttachOpen}
        existingIds={ids}
        onClose={() => setIsAttachOpen(false)}
        onAttached={(count) => {
          setIsAttachOpen(false);
          setNotice({
            tone: 'success',
            text: t`${plural(count, {
              one: '# question was added from the bank.',
              other: '# questions were added from the bank.',
            })}`,
          });
        }}
      />
      <ConfirmDialog
        isOpen={toRemove !== null}
        title={t`Remove this question?`}
        confirmLabel={t`Remove`}
        busyLabel={t`Removing...`}
        isBusy={isRemoving}
        error={removeError}
        onConfirm={() => void remove()}
        onCancel={() => {
          setToRemove(null);
          setRemoveError(null);
        }}
      >
        <p>
          <Trans>“{removedText}” will be removed from this exam. It stays in the question bank.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
