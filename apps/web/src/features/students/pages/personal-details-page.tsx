import { zodResolver } from '@hookform/resolvers/zod';
import { FALLBACK_MESSAGES, StudentProfileUpdate, type StudentProfile } from '@vidya/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CollegeCombobox } from '../../../components/college-combobox';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { PersonalDetailsSkeleton } from '../../../components/ui/skeleton';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormOutcomeActions, type FormOutcome } from '../../../components/ui/form-outcome-actions';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { useGetStudentProfileQuery, useUpdateStudentProfileMutation } from '../api';

type FormValues = z.input<typeof StudentProfileUpdate>;
type FormOutput = z.output<typeof StudentProfileUpdate>;

const FIELDS = ['full_name', 'phone', 'headline', 'biography', 'college_id'] as const;

/** An optional text left empty is stored as "none". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const toFormValues = (profile: StudentProfile): FormValues => ({
  full_name: profile.full_name,
  phone: profile.phone,
  headline: profile.headline,
  biography: profile.biography,
  college_id: profile.college,
});

function CollegeChangeWarning({ profile, collegeId }: { profile: StudentProfile; collegeId: number | null }) {
  if (collegeId === profile.college) return null;
  const leaving = profile.college_or_university;
  return (
    <Alert tone="warning">
      {collegeId === null
        ? `Saving takes you out of ${leaving ?? 'your college'}: you will study independently, and your college will no longer see your results or open its exams to you.`
        : `Saving sends a new request to the college you chose. Its exams open to you once it approves you${leaving === null ? '' : `, and you leave ${leaving}`}.`}
    </Alert>
  );
}

function PersonalDetailsForm({ profile }: { profile: StudentProfile }) {
  const [updateProfile] = useUpdateStudentProfileMutation();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(StudentProfileUpdate),
    mode: 'onTouched',
    defaultValues: toFormValues(profile),
  });
  const collegeId = useWatch({ control, name: 'college_id' }) ?? null;

  const submit = async ({ college_id, ...details }: FormOutput) => {
    setOutcome(null);
    // The college goes out only when it changed: sending it restarts the approval.
    const body = college_id === profile.college ? details : { ...details, college_id };
    const result = await updateProfile(body);
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, FIELDS)) {
        setOutcome({ tone: 'error', text: describeFailure(result.error, FALLBACK_MESSAGES.profileUpdate) });
      }
      return;
    }
    reset(toFormValues(result.data));
    setOutcome({ tone: 'success', text: 'Your personal details have been saved.' });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      <Card className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          required
          hint="As it should appear on your certificates."
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          hint="For example +91 98200 11223."
          error={errors.phone?.message}
          {...register('phone', { setValueAs: emptyToNull })}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Headline (optional)"
            hint="One line about you, e.g. “Final-year B.Tech, Computer Science”. Up to 150 characters."
            maxLength={150}
            error={errors.headline?.message}
            {...register('headline', { setValueAs: emptyToNull })}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Biography (optional)"
            hint="What you study, what you are good at, what you are looking for. Up to 2000 characters."
            rows={6}
            error={errors.biography?.message}
            {...register('biography', { setValueAs: emptyToNull })}
          />
        </div>
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">Your college</h2>
        <Controller
          control={control}
          name="college_id"
          render={({ field, fieldState }) => (
            <CollegeCombobox
              value={field.value ?? null}
              collegeName={profile.college_or_university}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint="Your college approves you before its exams open to you."
              error={fieldState.error?.message}
            />
          )}
        />
        <CollegeChangeWarning profile={profile} collegeId={collegeId} />
      </Card>
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      <FormOutcomeActions
        outcome={outcome}
        isSubmitting={isSubmitting}
        isDirty={isDirty}
        onDiscard={() => {
          reset(toFormValues(profile));
          setOutcome(null);
        }}
      />
    </form>
  );
}

/** /StudentDashboard/PersonalDetails: name, phone, headline, biography and college. */
export function PersonalDetailsPage() {
  const { data: profile, error, isLoading, refetch } = useGetStudentProfileQuery(undefined);
  return (
    <>
      <PageHeader
        title="Personal Details"
        description="What your college and the people who verify your certificates see about you."
      />
      {isLoading ? (
        <PersonalDetailsSkeleton />
      ) : profile === undefined ? (
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      ) : (
        <PersonalDetailsForm profile={profile} />
      )}
    </>
  );
}
