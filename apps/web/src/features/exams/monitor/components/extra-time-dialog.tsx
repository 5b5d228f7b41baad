import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EXTRA_MINUTES_MAX, ExtraTimeBody, type ExtraTimeGrant } from '@vidya/contract';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormAlerts, useFormSubmission } from '../../../../components/ui/form-alerts';
import { TextField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/format';
import { useSetExtraTimeMutation } from '../api';

const extraTimeSchema = z.object({ extra_minutes: ExtraTimeBody.shape.extra_minutes });
type FormValues = z.input<typeof extraTimeSchema>;
type FormOutput = z.output<typeof extraTimeSchema>;
const FIELDS = ['extra_minutes'] as const;
const DEFAULT_MINUTES = 10;

/** What the change did: the student's extra minutes now, and their new deadline if they are taking it. */
function GrantConfirmation({ grant }: { grant: ExtraTimeGrant }) {
  const name = grant.student_name;
  const minutes = grant.extra_minutes;
  const deadline = grant.deadline === null ? null : formatDateTime(grant.deadline);
  return (
    <Alert tone="success">
      <p>
        {minutes === 0 ? (
          <Trans>{name} no longer has extra time.</Trans>
        ) : (
          <Plural
            value={minutes}
            one={`${name} now has # extra minute.`}
            other={`${name} now has # extra minutes.`}
          />
        )}{' '}
        {deadline === null ? (
          <Trans>It counts from when they start the exam.</Trans>
        ) : (
          <Trans>Their exam now ends at {deadline}; their timer follows.</Trans>
        )}
      </p>
    </Alert>
  );
}

/**
 * Extra time for one student (an accommodation): a button, and a dialog asking how many minutes
 * in all. The server moves the deadline of an attempt in progress at once, and a later start
 * includes them; the dialog then says the new deadline, or the server's reason for refusing.
 */
export function ExtraTimeDialog({
  examId,
  studentId,
  studentName,
}: {
  examId: number;
  studentId: number;
  studentName: string;
}) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [grant, setGrant] = useState<ExtraTimeGrant | null>(null);
  const [setExtraTime] = useSetExtraTimeMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(extraTimeSchema),
    mode: 'onTouched',
    defaultValues: { extra_minutes: DEFAULT_MINUTES },
  });
  const { outcome, send, clearOutcome } = useFormSubmission(
    { setError },
    FIELDS,
    t`The extra time could not be given.`,
  );

  const open = () => {
    setGrant(null);
    clearOutcome();
    reset({ extra_minutes: DEFAULT_MINUTES });
    setIsOpen(true);
  };

  const submit = async (values: FormOutput) => {
    const data = await send(() =>
      setExtraTime({ examId, body: { student: studentId, extra_minutes: values.extra_minutes } }),
    );
    if (data !== undefined) setGrant(data);
  };

  const most = EXTRA_MINUTES_MAX;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={open} aria-label={t`Extra time for ${studentName}`}>
        <Clock aria-hidden="true" className="h-4 w-4" />
        <Trans>Extra time</Trans>
      </Button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t`Extra time for ${studentName}`}>
        {grant === null ? (
          <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
            <p className="text-slate-700">
              <Trans>
                The minutes are added to {studentName}&apos;s deadline in this exam, in place of any given
                before. If they are taking it now, their timer moves at once.
              </Trans>
            </p>
            <TextField
              label={t`Extra minutes`}
              hint={t`From 1 to ${most}; 0 takes away the extra time given before.`}
              type="number"
              inputMode="numeric"
              min={0}
              max={most}
              step={1}
              error={errors.extra_minutes?.message}
              {...register('extra_minutes', { valueAsNumber: true })}
            />
            <FormAlerts outcome={outcome} serverError={errors.root?.server} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setIsOpen(false)} disabled={isSubmitting}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t`Saving...` : t`Give extra time`}
              </Button>
            </div>
          </form>
        ) : (
          <div className="space-y-4">
            <GrantConfirmation grant={grant} />
            <div className="flex justify-end">
              <Button onClick={() => setIsOpen(false)}>
                <Trans>Close</Trans>
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
