import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, LessonCreateBody, type LessonView } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { measureVideo, parseLessonLength, toClock } from '../../../components/course/lesson-duration';
import { useCreateLessonMutation, useUpdateLessonMutation } from '../api';

const LessonFields = LessonCreateBody.omit({ course: true }).extend({
  // An empty link makes a lesson to read, without video (issue #17).
  video_url: z
    .string()
    .transform((link) => link.trim() || null)
    .pipe(LessonCreateBody.shape.video_url.unwrap()),
  // Typed as m:ss or h:mm:ss; empty is no length (issue #17).
  duration_seconds: z.string().transform((text, context) => {
    const seconds = parseLessonLength(text);
    if (seconds === undefined) {
      context.addIssue({ code: 'custom', message: LESSON_LENGTH_FORMAT });
      return z.NEVER;
    }
    return seconds;
  }),
});
type FormValues = z.input<typeof LessonFields>;
type FormOutput = z.output<typeof LessonFields>;

const FIELDS = ['title', 'description', 'video_url', 'order', 'duration_seconds'] as const;

/** The form's own message (the contract's speaks of seconds, as the API takes them). */
const LESSON_LENGTH_FORMAT = 'lesson-length-format';

/**
 * A lesson's title, description, video link and place in the course. Without `lesson` it adds
 * one. An order another lesson already has, or a link that is not a URL, comes back from the
 * server next to its field.
 */
export function LessonForm({
  courseId,
  lesson,
  nextOrder,
  onSaved,
  onCancel,
}: {
  courseId: number;
  lesson?: LessonView;
  nextOrder: number;
  onSaved: (lesson: LessonView) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const isNew = lesson === undefined;
  const [createLesson] = useCreateLessonMutation();
  const [updateLesson] = useUpdateLessonMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [measuring, setMeasuring] = useState<'idle' | 'busy' | 'failed'>('idle');

  // A direct video file tells its length; the admin's typed length stays theirs to change.
  const measure = async () => {
    const link = getValues('video_url').trim();
    if (link === '') return;
    setMeasuring('busy');
    const seconds = await measureVideo(link);
    if (seconds === null) {
      setMeasuring('failed');
      return;
    }
    setValue('duration_seconds', toClock(seconds), { shouldValidate: true, shouldDirty: true });
    setMeasuring('idle');
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(LessonFields),
    mode: 'onTouched',
    defaultValues: {
      title: lesson?.title ?? '',
      description: lesson?.description ?? '',
      video_url: lesson?.video_url ?? '',
      order: lesson?.order ?? nextOrder,
      duration_seconds:
        lesson?.duration_seconds === null || lesson?.duration_seconds === undefined
          ? ''
          : toClock(lesson.duration_seconds),
    },
  });

  const submit = async (body: FormOutput) => {
    setFormError(null);
    const result = isNew
      ? await createLesson({ ...body, course: courseId })
      : await updateLesson({ courseId, lessonId: lesson.id, body });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, FIELDS)) {
        setFormError(
          describeFailure(
            result.error,
            isNew ? FALLBACK_MESSAGES.lessonCreate : FALLBACK_MESSAGES.lessonUpdate,
          ),
        );
      }
      return;
    }
    if (isNew)
      reset({
        title: '',
        description: '',
        video_url: '',
        order: result.data.order + 1,
        duration_seconds: '',
      });
    onSaved(result.data);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {formError !== null && <Alert tone="error">{formError}</Alert>}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField label={t`Lesson title`} required error={errors.title?.message} {...register('title')} />
        <TextField
          label={t`Order`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          error={errors.order?.message}
          {...register('order', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label={t`Video link`}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        hint={t`A YouTube link or a direct link to a video file. Leave it empty for a lesson to read.`}
        error={errors.video_url?.message}
        {...register('video_url')}
      />
      <TextField
        label={t`Length`}
        inputMode="numeric"
        placeholder="12:30"
        hint={t`Minutes and seconds (12:30) or hours, minutes and seconds (1:05:00), shown on the course pages. Leave it empty if you do not know it.`}
        error={
          errors.duration_seconds?.message === LESSON_LENGTH_FORMAT
            ? t`Enter the length as minutes:seconds (12:30) or hours:minutes:seconds (1:05:00), at most 99:59:59.`
            : errors.duration_seconds?.message
        }
        {...register('duration_seconds')}
      />
      <div className="space-y-2">
        <Button variant="secondary" size="sm" onClick={() => void measure()} disabled={measuring === 'busy'}>
          {measuring === 'busy' ? t`Reading the video...` : t`Read the length from the video file`}
        </Button>
        {measuring === 'failed' && (
          <p role="status" className="text-sm text-slate-700">
            <Trans>
              The length could not be read from this link (a YouTube page tells none). Enter it yourself.
            </Trans>
          </p>
        )}
      </div>
      <TextAreaField
        label={t`Lesson description`}
        className="min-h-20"
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : isNew ? t`Add lesson` : t`Save lesson`}
        </Button>
        {onCancel !== undefined && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
