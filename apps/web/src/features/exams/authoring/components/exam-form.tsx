import { zodResolver } from '@hookform/resolvers/zod';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ExamUpdateBody,
  GENERIC_ERRORS,
  OPTION_KEYS,
  QuestionInput,
  VALIDATION_MESSAGES,
  type AdminExamDetail,
  type CollegeExamCreateBody,
  type ExamSummary,
  type ExamUpdateBody as ExamUpdatePayload,
  type PlatformExamCreateBody,
} from '@vidya/contract';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { useGetCollegeChoicesQuery } from '../../../../lib/api/college-directory';
import { describeFailure } from '../../../../lib/errors';
import { readFieldErrors, showFieldErrors } from '../../../../lib/form-errors';
import { useFixedText } from '../../../../lib/i18n/fixed-texts';
import { useCreatePlatformExamMutation, type ExamKind } from '../api';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../../../../lib/local-date-time';
import { toIndiaClock } from '../exam-schedule';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { useCreateCollegeExam, useExamPortal, useUpdateExam } from './exam-portal';

const NEW_QUESTION = {
  question_text: '',
  option_a: '',
  option_b: '',
  option_c: '',
  option_d: '',
  correct_answer: 'a',
  marks: 1,
  explanation: '',
} as const;

// The schema's own messages are written when it validates, so they are in the active language.
const endBeforeStart = () => translate`The end time must be after the start time.`;

const SETTINGS = ExamUpdateBody.pick({
  title: true,
  description: true,
  duration_minutes: true,
  pass_percentage: true,
  attempts_allowed: true,
  shuffle_questions: true,
  shuffle_options: true,
  record_clipboard: true,
  one_device_per_attempt: true,
  results_release: true,
  is_active: true,
}).required();

/**
 * What the form holds: the settings every exam has, then the schedule of its kind — an optional
 * window (datetime-local, the browser's time) for a platform exam; a college, a day and clock
 * times in India for a college exam.
 */
const ExamFormSchema = SETTINGS.extend({
  window_start: z.string(),
  window_end: z.string(),
  college: z.string(),
  exam_date: z.string(),
  start_clock: z.string(),
  end_clock: z.string(),
  allow_join_by_code: z.boolean(),
  /** Questions written with a new exam; an existing exam's are edited on its questions page. */
  questions: z.array(QuestionInput).max(500, { error: () => translate`An exam has at most 500 questions.` }),
});
export type ExamFormValues = z.input<typeof ExamFormSchema>;
type ExamFormOutput = z.output<typeof ExamFormSchema>;

const FIELDS = [
  'title',
  'description',
  'duration_minutes',
  'pass_percentage',
  'attempts_allowed',
  'results_release',
  'college',
  'exam_date',
  'window_start',
  'window_end',
  'start_clock',
  'end_clock',
] as const;

/** The schedule rules of each kind, checked before anything is sent (spec §5). */
function makeSchema(kind: ExamKind, needsCollege: boolean) {
  return ExamFormSchema.superRefine((values, context) => {
    if (kind === 'platform') {
      const start = fromLocalDateTimeInput(values.window_start);
      const end = fromLocalDateTimeInput(values.window_end);
      if (start !== undefined && end !== undefined && end <= start)
        context.addIssue({ code: 'custom', path: ['window_end'], message: endBeforeStart() });
      return;
    }
    if (needsCollege && values.college === '')
      context.addIssue({ code: 'custom', path: ['college'], message: translate`Choose the college.` });
    if (values.exam_date === '' || values.start_clock === '') {
      context.addIssue({
        code: 'custom',
        path: [values.exam_date === '' ? 'exam_date' : 'start_clock'],
        message: VALIDATION_MESSAGES.scheduleRequired,
      });
      return;
    }
    if (values.end_clock !== '' && values.end_clock <= values.start_clock)
      context.addIssue({ code: 'custom', path: ['end_clock'], message: endBeforeStart() });
  });
}

const pickSettings = (values: ExamFormOutput) => ({
  title: values.title,
  description: values.description,
  duration_minutes: values.duration_minutes,
  pass_percentage: values.pass_percentage,
  attempts_allowed: values.attempts_allowed,
  shuffle_questions: values.shuffle_questions,
  shuffle_options: values.shuffle_options,
  record_clipboard: values.record_clipboard,
  one_device_per_attempt: values.one_device_per_attempt,
  results_release: values.results_release,
  is_active: values.is_active,
});

const pickNewQuestions = (values: ExamFormOutput) =>
  values.questions.length === 0 ? {} : { questions: values.questions };

/** A platform exam's payload: an empty start or end time is left out, not sent empty (spec §5). */
export function buildPlatformPayload(values: ExamFormOutput): PlatformExamCreateBody {
  const start = fromLocalDateTimeInput(values.window_start);
  const end = fromLocalDateTimeInput(values.window_end);
  return {
    ...pickSettings(values),
    ...pickNewQuestions(values),
    ...(start === undefined ? {} : { start_time: start }),
    ...(end === undefined ? {} : { end_time: end }),
  };
}

/** A college exam's payload; a college creating its own names no college (the server knows it). */
export function buildCollegePayload(values: ExamFormOutput): CollegeExamCreateBody {
  return {
    ...pickSettings(values),
    ...pickNewQuestions(values),
    ...(values.college === '' ? {} : { college: Number(values.college) }),
    exam_date: values.exam_date,
    start_time: values.start_clock,
    ...(values.end_clock === '' ? {} : { end_time: values.end_clock }),
    allow_join_by_code: values.allow_join_by_code,
  };
}

function buildUpdatePayload(kind: ExamKind, values: ExamFormOutput): ExamUpdatePayload {
  if (kind === 'platform') {
    return {
      ...pickSettings(values),
      start_time: fromLocalDateTimeInput(values.window_start) ?? null,
      end_time: fromLocalDateTimeInput(values.window_end) ?? null,
    };
  }
  return {
    ...pickSettings(values),
    exam_date: values.exam_date,
    start_time: values.start_clock,
    end_time: values.end_clock === '' ? null : values.end_clock,
    allow_join_by_code: values.allow_join_by_code,
  };
}

/**
 * Whether a college exam's end was set by hand: without one the server ends the window when the
 * duration does, and the form leaves it empty so a new duration moves the end with it.
 */
function hasOwnEnd(exam: AdminExamDetail | undefined): exam is AdminExamDetail & { end_time: string } {
  if (exam?.end_time === null || exam?.end_time === undefined) return false;
  if (exam.kind !== 'college' || exam.start_time === null) return true;
  const derivedEnd = new Date(exam.start_time).getTime() + exam.duration_minutes * 60_000;
  return new Date(exam.end_time).getTime() !== derivedEnd;
}

const toDefaults = (exam: AdminExamDetail | undefined): ExamFormValues => ({
  title: exam?.title ?? '',
  description: exam?.description ?? '',
  duration_minutes: exam?.duration_minutes ?? 60,
  pass_percentage: exam?.pass_percentage ?? 40,
  attempts_allowed: exam?.attempts_allowed ?? 1,
  shuffle_questions: exam?.shuffle_questions ?? false,
  shuffle_options: exam?.shuffle_options ?? false,
  record_clipboard: exam?.record_clipboard ?? false,
  one_device_per_attempt: exam?.one_device_per_attempt ?? false,
  results_release: exam?.results_release ?? 'immediate',
  is_active: exam?.is_active ?? false,
  window_start: toLocalDateTimeInput(exam?.start_time ?? null),
  window_end: toLocalDateTimeInput(exam?.end_time ?? null),
  college: exam?.college === null || exam?.college === undefined ? '' : String(exam.college),
  exam_date: exam?.exam_date ?? '',
  start_clock: toIndiaClock(exam?.start_time ?? null),
  end_clock: hasOwnEnd(exam) ? toIndiaClock(exam.end_time) : '',
  allow_join_by_code: exam?.allow_join_by_code ?? false,
  questions: [],
});

/** The server names the schedule fields by the payload's names; the form calls them otherwise. */
const SERVER_FIELD_NAMES: Record<string, string> = {
  start_time: 'start_clock',
  end_time: 'end_clock',
};
const renameFieldErrors = (kind: ExamKind, error: unknown): unknown => {
  if (typeof error !== 'object' || error === null || !('data' in error)) return error;
  const fieldErrors = readFieldErrors(error);
  if (Object.keys(fieldErrors).length === 0) return error;
  const names: Record<string, string> =
    kind === 'college' ? SERVER_FIELD_NAMES : { start_time: 'window_start', end_time: 'window_end' };
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [names[field] ?? field, [message]]),
  );
  return { ...error, data: { ...(error.data as object), errors } };
};

/**
 * An exam's settings and schedule. Without `exam` it creates an exam of `kind`; with it, it edits
 * that exam. The server's field errors show next to their fields, its `detail` above the form. In
 * a college's portal (exam-portal.tsx) a new exam is the college's own: no college to choose.
 */
export function ExamForm({
  kind,
  exam,
  onSaved,
}: {
  kind: ExamKind;
  exam?: AdminExamDetail;
  onSaved: (exam: ExamSummary) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const isNew = exam === undefined;
  const isCollegePortal = useExamPortal() === 'college';
  const choosesCollege = kind === 'college' && isNew && !isCollegePortal;
  const [createPlatformExam] = useCreatePlatformExamMutation();
  const [createCollegeExam] = useCreateCollegeExam();
  const [updateExam] = useUpdateExam();
  const colleges = useGetCollegeChoicesQuery(undefined, { skip: !choosesCollege });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ExamFormValues, unknown, ExamFormOutput>({
    resolver: zodResolver(makeSchema(kind, choosesCollege)),
    mode: 'onTouched',
    defaultValues: toDefaults(exam),
  });
  const questions = useFieldArray({ control, name: 'questions' });
  const collegeName = exam?.college_name ?? '—';

  const submit = async (values: ExamFormOutput) => {
    setFormError(null);
    const result = isNew
      ? kind === 'platform'
        ? await createPlatformExam(buildPlatformPayload(values))
        : await createCollegeExam(buildCollegePayload(values))
      : await updateExam({ examId: exam.id, body: buildUpdatePayload(kind, values) });
    if (result.error !== undefined) {
      setFormError(
        showFieldErrors({ setError }, renameFieldErrors(kind, result.error), FIELDS)
          ? fixed(GENERIC_ERRORS.serverValidation)
          : describeFailure(
              result.error,
              isNew
                ? t`The exam could not be created. Please try again.`
                : t`The exam could not be saved. Please try again.`,
            ),
      );
      return;
    }
    if (!isNew) reset(toDefaults(result.data as AdminExamDetail));
    onSaved(result.data);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      {formError !== null && <Alert tone="error">{formError}</Alert>}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextField label={t`Title`} required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label={t`Description`}
        hint={t`What the exam covers; students read it before starting.`}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField
          label={t`Duration (minutes)`}
          type="number"
          min={1}
          max={600}
          required
          error={errors.duration_minutes?.message}
          {...register('duration_minutes', { valueAsNumber: true })}
        />
        <TextField
          label={t`Pass mark (%)`}
          type="number"
          min={0}
          max={100}
          required
          error={errors.pass_percentage?.message}
          {...register('pass_percentage', { valueAsNumber: true })}
        />
        <TextField
          label={t`Attempts allowed`}
          type="number"
          min={1}
          max={20}
          required
          error={errors.attempts_allowed?.message}
          {...register('attempts_allowed', { valueAsNumber: true })}
        />
      </div>
      <SelectField
        label={t`Results`}
        hint={t`When students see their score and the correct answers.`}
        error={errors.results_release?.message}
        {...register('results_release')}
      >
        <option value="immediate">{t`As soon as they submit`}</option>
        <option value="after_window">{t`When the exam window closes`}</option>
        <option value="manual">
          {isCollegePortal ? t`When you release them` : t`When an admin releases them`}
        </option>
      </SelectField>
      {kind === 'platform' ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">
            <Trans>Window (optional)</Trans>
          </legend>
          <p className="text-sm text-slate-600">
            <Trans>Leave empty for an exam students can take at any time.</Trans>
          </p>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              label={t`Opens at`}
              type="datetime-local"
              error={errors.window_start?.message}
              {...register('window_start')}
            />
            <TextField
              label={t`Closes at`}
              type="datetime-local"
              error={errors.window_end?.message}
              {...register('window_end')}
            />
          </div>
        </fieldset>
      ) : (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">
            {isCollegePortal ? <Trans>Schedule</Trans> : <Trans>College and schedule</Trans>}
          </legend>
          {choosesCollege ? (
            <SelectField
              label={t`College`}
              required
              error={
                errors.college?.message ??
                (colleges.error === undefined
                  ? undefined
                  : describeFailure(colleges.error, t`The colleges could not be loaded.`))
              }
              disabled={colleges.isLoading}
              {...register('college')}
            >
              <option value="">{colleges.isLoading ? t`Loading colleges...` : t`Choose a college`}</option>
              {colleges.data?.map((college) => (
                <option key={college.id} value={college.id}>
                  {college.college_name}
                </option>
              ))}
            </SelectField>
          ) : (
            !isNew && (
              <p className="text-sm text-slate-700">
                <Trans>College: {collegeName}</Trans>
              </p>
            )
          )}
          <p className="text-sm text-slate-600">
            <Trans>Times are India Standard Time.</Trans>
          </p>
          <div className="grid gap-6 sm:grid-cols-3">
            <TextField
              label={t`Exam date`}
              type="date"
              required
              error={errors.exam_date?.message}
              {...register('exam_date')}
            />
            <TextField
              label={t`Start time`}
              type="time"
              required
              error={errors.start_clock?.message}
              {...register('start_clock')}
            />
            <TextField
              label={t`End time`}
              type="time"
              hint={t`Optional.`}
              error={errors.end_clock?.message}
              {...register('end_clock')}
            />
          </div>
          <CheckboxField
            label={t`Allow joining by code`}
            hint={t`Students outside the college can join with the exam's code.`}
            {...register('allow_join_by_code')}
          />
        </fieldset>
      )}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Options</Trans>
        </legend>
        <CheckboxField
          label={t`Shuffle questions`}
          hint={t`Each student gets the questions in their own order.`}
          {...register('shuffle_questions')}
        />
        <CheckboxField
          label={t`Shuffle options`}
          hint={t`Each student gets the options of a question in their own order.`}
          {...register('shuffle_options')}
        />
        <CheckboxField
          label={t`Record copy and paste`}
          hint={t`The activity log notes when a student copies or pastes on the exam page, never what. Students are told before they start.`}
          {...register('record_clipboard')}
        />
        <CheckboxField
          label={t`One device per attempt`}
          hint={t`Only the first device to open an attempt can answer it; the invigilator can release it to another device from the live monitor.`}
          {...register('one_device_per_attempt')}
        />
        <CheckboxField
          label={t`Active`}
          hint={t`Students can see and take the exam. An exam needs questions to be active.`}
          {...register('is_active')}
        />
      </fieldset>
      {isNew && (
        <fieldset className="space-y-4">
          <legend className="text-sm font-medium text-slate-800">
            <Trans>Questions (optional)</Trans>
          </legend>
          <p className="text-sm text-slate-600">
            <Trans>
              Write questions here, or add them after creating the exam: one by one, from the question bank or
              by importing a CSV or Excel file.
            </Trans>
          </p>
          {questions.fields.map((field, index) => {
            const fieldErrors = errors.questions?.[index];
            const number = index + 1;
            return (
              <fieldset key={field.id} className="space-y-4 rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  <Trans>Question {number}</Trans>
                </legend>
                <TextAreaField
                  label={t`Question`}
                  required
                  error={fieldErrors?.question_text?.message}
                  {...register(`questions.${index}.question_text`)}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  {OPTION_KEYS.map((key) => {
                    const letter = key.toUpperCase();
                    return (
                      <TextField
                        key={key}
                        label={
                          key === 'a' || key === 'b' ? t`Option ${letter}` : t`Option ${letter} (optional)`
                        }
                        required={key === 'a' || key === 'b'}
                        error={fieldErrors?.[`option_${key}`]?.message}
                        {...register(`questions.${index}.option_${key}`)}
                      />
                    );
                  })}
                </div>
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-slate-800">
                    <Trans>Correct answer</Trans>
                  </legend>
                  <div className="flex flex-wrap gap-4">
                    {OPTION_KEYS.map((key) => {
                      const letter = key.toUpperCase();
                      return (
                        <label key={key} className="inline-flex items-center gap-2 text-sm text-slate-800">
                          <input
                            type="radio"
                            value={key}
                            className="h-4 w-4"
                            {...register(`questions.${index}.correct_answer`)}
                          />
                          <Trans>Option {letter}</Trans>
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
                <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
                  <TextField
                    label={t`Marks`}
                    type="number"
                    min={1}
                    max={100}
                    required
                    error={fieldErrors?.marks?.message}
                    {...register(`questions.${index}.marks`, { valueAsNumber: true })}
                  />
                  <TextField
                    label={t`Explanation`}
                    hint={t`Optional.`}
                    error={fieldErrors?.explanation?.message}
                    {...register(`questions.${index}.explanation`)}
                  />
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-800 hover:bg-red-50"
                  onClick={() => questions.remove(index)}
                >
                  <Trans>Remove question {number}</Trans>
                </Button>
              </fieldset>
            );
          })}
          <Button variant="secondary" onClick={() => questions.append(NEW_QUESTION)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            <Trans>Add a question</Trans>
          </Button>
        </fieldset>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving...` : isNew ? t`Create exam` : t`Save changes`}
      </Button>
    </form>
  );
}
