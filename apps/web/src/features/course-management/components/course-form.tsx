import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COURSE_CATEGORIES,
  CourseCreateBody,
  DEFAULT_WATCH_THRESHOLD_PERCENT,
  FALLBACK_MESSAGES,
  GENERIC_ERRORS,
  INSTRUCTOR_MAX_LENGTH,
  type CourseSummary,
} from '@vidya/contract';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { readFieldErrors, showFieldErrors } from '../../../lib/form-errors';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useCreateCourseMutation, useUpdateCourseMutation, useUploadCourseImageMutation } from '../api';
import { checkImage, ImagePicker } from './image-picker';

type FormValues = z.input<typeof CourseCreateBody>;
type FormOutput = z.output<typeof CourseCreateBody>;

const FIELDS = [
  'title',
  'description',
  'category',
  'price',
  'original_price',
  'is_active',
  'is_featured',
  'watch_threshold_percent',
  'instructor',
] as const;

export type SaveNotice = { tone: 'success' | 'warning'; text: string };

/** The course being edited, with its watch rule (the course page's detail carries it). */
type EditedCourse = CourseSummary & { watch_threshold_percent: number };

const toDefaults = (course: EditedCourse | undefined): FormValues => ({
  title: course?.title ?? '',
  description: course?.description ?? '',
  category: (course?.category ?? '') as FormValues['category'],
  price: course?.price ?? Number.NaN,
  original_price: course?.original_price ?? Number.NaN,
  is_active: course?.is_active ?? false,
  is_featured: course?.is_featured ?? false,
  watch_threshold_percent: course?.watch_threshold_percent ?? DEFAULT_WATCH_THRESHOLD_PERCENT,
  instructor: course?.instructor ?? '',
});

/**
 * A course's details and picture. Without `course` it creates one; with it, it edits it. A refused
 * save, new or not, shows the server's field errors next to their fields under 'Server validation
 * error' (spec §8), or else says what failed.
 */
export function CourseForm({
  course,
  onSaved,
}: {
  course?: EditedCourse;
  onSaved: (course: CourseSummary, notice: SaveNotice) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const isNew = course === undefined;
  const [createCourse] = useCreateCourseMutation();
  const [updateCourse] = useUpdateCourseMutation();
  const [uploadCourseImage] = useUploadCourseImageMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(CourseCreateBody),
    mode: 'onTouched',
    defaultValues: toDefaults(course),
  });

  // A free course has no original price to show struck through: the field goes, and 0 is sent.
  const isFree = useWatch({ control, name: 'price' }) === 0;
  useEffect(() => {
    if (isFree) setValue('original_price', 0);
    else if (getValues('original_price') === 0) setValue('original_price', Number.NaN);
  }, [isFree, setValue, getValues]);

  const chooseImage = (file: File | null) => {
    setImage(file);
    setImageError(file === null ? undefined : (checkImage(file) ?? undefined));
  };

  /** Uploads the chosen picture, if any; the reason it failed, else null. */
  const uploadImage = async (courseId: number): Promise<string | null> => {
    if (image === null) return null;
    const result = await uploadCourseImage({ courseId, image });
    if (result.error === undefined) {
      setImage(null);
      return null;
    }
    return (
      readFieldErrors(result.error).image ??
      describeFailure(result.error, t`The image could not be uploaded.`)
    );
  };

  const showSaveFailure = (error: unknown, fallback: string) =>
    setFormError(
      showFieldErrors({ setError }, error, FIELDS)
        ? fixed(GENERIC_ERRORS.serverValidation)
        : describeFailure(error, fallback),
    );

  const create = async (body: FormOutput) => {
    const result = await createCourse(body);
    if (result.error !== undefined) {
      showSaveFailure(result.error, FALLBACK_MESSAGES.courseCreate);
      return;
    }
    const imageFailure = await uploadImage(result.data.id);
    onSaved(
      result.data,
      imageFailure === null
        ? { tone: 'success', text: t`Course created. Add its lessons below.` }
        : {
            tone: 'warning',
            text: t`Course created, but its image was not uploaded: ${imageFailure} Choose it again below.`,
          },
    );
  };

  const update = async (courseId: number, body: FormOutput) => {
    const result = await updateCourse({ courseId, body });
    if (result.error !== undefined) {
      showSaveFailure(result.error, FALLBACK_MESSAGES.courseUpdate);
      return;
    }
    const imageFailure = await uploadImage(courseId);
    if (imageFailure !== null) {
      setImageError(imageFailure);
      return;
    }
    reset(toDefaults({ ...result.data, watch_threshold_percent: body.watch_threshold_percent }));
    onSaved(result.data, { tone: 'success', text: t`Course details saved.` });
  };

  const submit = async (body: FormOutput) => {
    setFormError(null);
    if (image !== null && checkImage(image) !== null) return;
    if (isNew) await create(body);
    else await update(course.id, body);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      {formError !== null && <Alert tone="error">{formError}</Alert>}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <TextField label={t`Title`} required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label={t`Description`}
        required
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label={t`Instructor`}
        className="min-h-20"
        maxLength={INSTRUCTOR_MAX_LENGTH}
        hint={t`Who teaches the course, shown on its page. Leave it empty to show nothing.`}
        error={errors.instructor?.message}
        {...register('instructor')}
      />
      <SelectField label={t`Category`} required error={errors.category?.message} {...register('category')}>
        <option value="">{t`Choose a category`}</option>
        {COURSE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {fixed(category)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t`Price (₹)`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          hint={t`What students pay. 0 makes the course free.`}
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        {!isFree && (
          <TextField
            label={t`Original price (₹)`}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            required
            hint={t`Shown struck through next to the price.`}
            error={errors.original_price?.message}
            {...register('original_price', { valueAsNumber: true })}
          />
        )}
      </div>
      <TextField
        label={t`Share of each video to watch (%)`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step="1"
        required
        hint={t`A lesson with a video can be marked complete once the student has watched this much of it. 0 turns the rule off.`}
        error={errors.watch_threshold_percent?.message}
        {...register('watch_threshold_percent', { valueAsNumber: true })}
      />
      <ImagePicker
        currentImage={course?.image ?? null}
        file={image}
        onChange={chooseImage}
        error={imageError}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Visibility</Trans>
        </legend>
        <CheckboxField
          label={t`Published`}
          hint={t`Students can find and enroll in the course.`}
          {...register('is_active')}
        />
        <CheckboxField
          label={t`Featured`}
          hint={t`Shown among the trending courses on the landing page.`}
          {...register('is_featured')}
        />
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving...` : isNew ? t`Create course` : t`Save changes`}
      </Button>
    </form>
  );
}
