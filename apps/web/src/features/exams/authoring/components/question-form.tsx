import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, OPTION_KEYS, QuestionInput, type QuestionView } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { describeFailure } from '../../../../lib/errors';
import { showFieldErrors } from '../../../../lib/form-errors';
import { useFixedText } from '../../../../lib/i18n/fixed-texts';
import { useCreateQuestionMutation } from '../api';
import { useCreateCollegeExamQuestionMutation } from '../college-api';
import { useExamPortal, useUpdateQuestion } from './exam-portal';

type QuestionValues = z.input<typeof QuestionInput>;
type QuestionOutput = z.output<typeof QuestionInput>;

/** The question's fields, as the contract defines them (server errors are matched to these). */
const FIELDS = QuestionInput.keyof().options;

const toDefaults = (question: QuestionView | undefined): QuestionValues => ({
  question_text: question?.question_text ?? '',
  option_a: question?.option_a ?? '',
  option_b: question?.option_b ?? '',
  option_c: question?.option_c ?? '',
  option_d: question?.option_d ?? '',
  correct_answer: question?.correct_answer ?? 'a',
  marks: question?.marks ?? 1,
  explanation: question?.explanation ?? '',
});

/**
 * One multiple-choice question. Without `question` it creates one (in the bank, and in `exam`
 * when given); with it, it edits it. `isAnswerLocked` keeps the answer and marks as they are once
 * students have taken the exam. In a college's portal a new question joins `exam` (and the
 * college's bank) and an edit is of the college's own question.
 */
export function QuestionForm({
  question,
  exam,
  college,
  isAnswerLocked = false,
  onSaved,
  onCancel,
}: {
  question?: QuestionView;
  exam?: number;
  college?: number;
  isAnswerLocked?: boolean;
  onSaved: (question: QuestionView) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const isNew = question === undefined;
  const isCollegePortal = useExamPortal() === 'college';
  const [createQuestion] = useCreateQuestionMutation();
  const [createExamQuestion] = useCreateCollegeExamQuestionMutation();
  const [updateQuestion] = useUpdateQuestion();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuestionValues, unknown, QuestionOutput>({
    resolver: zodResolver(QuestionInput),
    mode: 'onTouched',
    defaultValues: toDefaults(question),
  });

  const submit = async (values: QuestionOutput) => {
    setFormError(null);
    const body = isAnswerLocked ? { ...values, correct_answer: undefined, marks: undefined } : values;
    const result = !isNew
      ? await updateQuestion({ questionId: question.id, body })
      : isCollegePortal && exam !== undefined
        ? await createExamQuestion({ ...values, exam })
        : await createQuestion({
            ...values,
            ...(exam === undefined ? {} : { exam }),
            ...(college === undefined ? {} : { college }),
          });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, FIELDS)) {
        setFormError(
          describeFailure(
            result.error,
            isNew ? t`The question could not be added. Please try again.` : FALLBACK_MESSAGES.questionUpdate,
          ),
        );
      }
      return;
    }
    reset(isNew ? toDefaults(undefined) : toDefaults(result.data));
    onSaved(result.data);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      {formError !== null && <Alert tone="error">{formError}</Alert>}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextAreaField
        label={t`Question`}
        required
        error={errors.question_text?.message}
        {...register('question_text')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTION_KEYS.map((key) => {
          const letter = key.toUpperCase();
          return (
            <TextField
              key={key}
              label={key === 'a' || key === 'b' ? t`Option ${letter}` : t`Option ${letter} (optional)`}
              required={key === 'a' || key === 'b'}
              error={errors[`option_${key}`]?.message}
              {...register(`option_${key}`)}
            />
          );
        })}
      </div>
      <fieldset className="space-y-2" disabled={isAnswerLocked}>
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Correct answer</Trans>
        </legend>
        {isAnswerLocked && (
          <p className="text-sm text-slate-600">
            <Trans>Students have taken this exam, so its answers and marks can no longer change.</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-4">
          {OPTION_KEYS.map((key) => {
            const letter = key.toUpperCase();
            return (
              <label key={key} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" value={key} className="h-4 w-4" {...register('correct_answer')} />
                <Trans>Option {letter}</Trans>
              </label>
            );
          })}
        </div>
        {errors.correct_answer?.message && (
          <p className="text-sm font-medium text-red-700">{fixed(errors.correct_answer.message)}</p>
        )}
      </fieldset>
      <TextField
        label={t`Marks`}
        type="number"
        min={1}
        max={100}
        required
        disabled={isAnswerLocked}
        className="max-w-32"
        error={errors.marks?.message}
        {...register('marks', { valueAsNumber: true })}
      />
      <TextAreaField
        label={t`Explanation`}
        hint={t`Optional. Shown with the correct answer once results are released.`}
        error={errors.explanation?.message}
        {...register('explanation')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : isNew ? t`Add question` : t`Save question`}
        </Button>
        {onCancel !== undefined && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
