import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, StudentProfileUpdate, type StudentProfile } from '@vidya/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CollegeCombobox } from '../../../components/college-combobox';
import { ProfilePage } from '../../../components/profile-page';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { PhoneField } from '../../../components/ui/form-contact-fields';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormOutcomeActions } from '../../../components/ui/form-outcome-actions';
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
  if (collegeId === null) {
    return (
      <Alert tone="warning">
        {leaving === null ? (
          <Trans>
            Saving takes you out of your college: you will study independently, and your college will no
            longer see your results or open its exams to you.
          </Trans>
        ) : (
          <Trans>
            Saving takes you out of {leaving}: you will study independently, and your college will no longer
            see your results or open its exams to you.
          </Trans>
        )}
      </Alert>
    );
  }
  return (
    <Alert tone="warning">
      {leaving === null ? (
        <Trans>
          Saving sends a new request to the college you chose. Its exams open to you once it approves you.
        </Trans>
      ) : (
        <Trans>
          Saving sends a new request to the college you chose. Its exams open to you once it approves you, and
          you leave {leaving}.
        </Trans>
      )}
    </Alert>
  );
}

function PersonalDetailsForm({ profile }: { profile: StudentProfile }) {
  const { t } = useLingui();
  const [updateProfile] = useUpdateStudentProfileMutation();
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
  const { outcome, send, showSuccess, clearOutcome } = useFormSubmission(
    { setError },
    FIELDS,
    FALLBACK_MESSAGES.profileUpdate,
  );

  const submit = async ({ college_id, ...details }: FormOutput) => {
    // The college goes out only when it changed: sending it restarts the approval.
    const body = college_id === profile.college ? details : { ...details, college_id };
    const data = await send(() => updateProfile(body));
    if (data === undefined) return;
    reset(toFormValues(data));
    showSuccess(t`Your personal details have been saved.`);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      <Card className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Full name`}
          autoComplete="name"
          required
          hint={t`As it should appear on your certificates.`}
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <PhoneField
          label={t`Phone (optional)`}
          hint={t`For example +91 98200 11223.`}
          error={errors.phone?.message}
          {...register('phone', { setValueAs: emptyToNull })}
        />
        <div className="sm:col-span-2">
          <TextField
            label={t`Headline (optional)`}
            hint={t`One line about you, e.g. “Final-year B.Tech, Computer Science”. Up to 150 characters.`}
            maxLength={150}
            error={errors.headline?.message}
            {...register('headline', { setValueAs: emptyToNull })}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t`Biography (optional)`}
            hint={t`What you study, what you are good at, what you are looking for. Up to 2000 characters.`}
            rows={6}
            error={errors.biography?.message}
            {...register('biography', { setValueAs: emptyToNull })}
          />
        </div>
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Your college</Trans>
        </h2>
        <Controller
          control={control}
          name="college_id"
          render={({ field, fieldState }) => (
            <CollegeCombobox
              value={field.value ?? null}
              collegeName={profile.college_or_university}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint={t`Your college approves you before its exams open to you.`}
              error={fieldState.error?.message}
            />
          )}
        />
        <CollegeChangeWarning profile={profile} collegeId={collegeId} />
      </Card>
      <FormAlerts serverError={errors.root?.server} />
      <FormOutcomeActions
        outcome={outcome}
        isSubmitting={isSubmitting}
        isDirty={isDirty}
        onDiscard={() => {
          reset(toFormValues(profile));
          clearOutcome();
        }}
      />
    </form>
  );
}

/** /StudentDashboard/PersonalDetails: name, phone, headline, biography and college. */
export function PersonalDetailsPage() {
  const { t } = useLingui();
  const query = useGetStudentProfileQuery(undefined);
  return (
    <ProfilePage
      title={t`Personal Details`}
      description={t`What your college and the people who verify your certificates see about you.`}
      query={query}
    >
      {(profile) => <PersonalDetailsForm profile={profile} />}
    </ProfilePage>
  );
}
