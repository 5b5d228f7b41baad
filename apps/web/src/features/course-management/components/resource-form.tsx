import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ResourceCreateBody } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { useCreateResourceMutation } from '../api';

const ResourceFields = ResourceCreateBody.omit({ lesson: true });
type FormValues = z.input<typeof ResourceFields>;
type FormOutput = z.output<typeof ResourceFields>;

/** Attaches a downloadable link (notes, slides, a data set) to one lesson. */
export function ResourceForm({
  courseId,
  lessonId,
  lessonTitle,
}: {
  courseId: number;
  lessonId: number;
  lessonTitle: string;
}) {
  const { t } = useLingui();
  const [createResource] = useCreateResourceMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(ResourceFields),
    defaultValues: { title: '', url: '' },
  });

  const submit = async (body: FormOutput) => {
    setFormError(null);
    const result = await createResource({ courseId, lesson: lessonId, ...body });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, ['title', 'url'])) {
        setFormError(describeFailure(result.error, t`The resource could not be added. Please try again.`));
      }
      return;
    }
    reset();
  };

  return (
    <form
      noValidate
      aria-label={t`Add a resource to ${lessonTitle}`}
      onSubmit={handleSubmit(submit)}
      className="space-y-3"
    >
      {formError !== null && <Alert tone="error">{formError}</Alert>}
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`Resource name`} error={errors.title?.message} {...register('title')} />
        <TextField
          label={t`Resource link`}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.url?.message}
          {...register('url')}
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? t`Adding...` : t`Add resource`}
      </Button>
    </form>
  );
}
