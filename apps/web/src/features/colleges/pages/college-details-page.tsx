import { zodResolver } from '@hookform/resolvers/zod';
import { CollegeProfileUpdate, FALLBACK_MESSAGES, type CollegeProfile } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { IndianStatesList } from '../../../components/indian-states-list';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { PersonalDetailsSkeleton } from '../../../components/ui/skeleton';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { FormOutcomeActions, type FormOutcome } from '../../../components/ui/form-outcome-actions';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { useGetCollegeProfileQuery, useUpdateCollegeProfileMutation } from '../api';

/** Every field a college registered with stays required; only address and website may be cleared. */
const CollegeDetailsForm = CollegeProfileUpdate.required({
  college_name: true,
  contact_person: true,
  phone: true,
  city: true,
  state: true,
});

type FormValues = z.input<typeof CollegeDetailsForm>;
type FormOutput = z.output<typeof CollegeDetailsForm>;

const FIELDS = ['college_name', 'contact_person', 'phone', 'address', 'city', 'state', 'website'] as const;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const toFormValues = (profile: CollegeProfile): FormValues => ({
  college_name: profile.college_name,
  contact_person: profile.contact_person,
  phone: profile.phone ?? '',
  address: profile.address,
  city: profile.city ?? '',
  state: profile.state ?? '',
  website: profile.website,
});

function CollegeDetailsEditor({ profile }: { profile: CollegeProfile }) {
  const [updateProfile] = useUpdateCollegeProfileMutation();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(CollegeDetailsForm),
    mode: 'onTouched',
    defaultValues: toFormValues(profile),
  });

  const submit = async (body: FormOutput) => {
    setOutcome(null);
    const result = await updateProfile(body);
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, FIELDS)) {
        setOutcome({ tone: 'error', text: describeFailure(result.error, FALLBACK_MESSAGES.profileUpdate) });
      }
      return;
    }
    reset(toFormValues(result.data));
    setOutcome({ tone: 'success', text: 'Your college details have been saved.' });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      <Card className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="College name"
            autoComplete="organization"
            required
            error={errors.college_name?.message}
            {...register('college_name')}
          />
        </div>
        <TextField
          label="Contact person"
          autoComplete="name"
          required
          error={errors.contact_person?.message}
          {...register('contact_person')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          hint="For example +91 20 2550 7000."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Address (optional)"
            autoComplete="street-address"
            rows={3}
            error={errors.address?.message}
            {...register('address', { setValueAs: emptyToNull })}
          />
        </div>
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="State or union territory"
          autoComplete="address-level1"
          list="college-details-states"
          required
          error={errors.state?.message}
          {...register('state')}
        />
        <IndianStatesList id="college-details-states" />
        <div className="sm:col-span-2">
          <TextField
            label="Website (optional)"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            error={errors.website?.message}
            {...register('website', { setValueAs: emptyToNull })}
          />
        </div>
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

/** /CollegeDashboard/CollegeDetails: the college's name, contact and address. */
export function CollegeDetailsPage() {
  const { data: profile, error, isLoading, refetch } = useGetCollegeProfileQuery(undefined);
  return (
    <>
      <PageHeader
        title="College Details"
        description="Keep your contact details current so students and our team can reach you."
      />
      {isLoading ? (
        <PersonalDetailsSkeleton />
      ) : profile === undefined ? (
        <QueryError error={error} fallback={FALLBACK_MESSAGES.profileFetch} onRetry={() => void refetch()} />
      ) : (
        <CollegeDetailsEditor profile={profile} />
      )}
    </>
  );
}
