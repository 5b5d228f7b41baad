import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { CollegeProfileUpdate, FALLBACK_MESSAGES, type CollegeProfile } from '@vidya/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CollegeAddressFields,
  CollegeNameFields,
  CollegePhoneField,
} from '../../../components/profile-college-fields';
import { ProfilePage } from '../../../components/profile-page';
import { Card } from '../../../components/ui/card';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { WebsiteField } from '../../../components/ui/form-contact-fields';
import { FormOutcomeActions } from '../../../components/ui/form-outcome-actions';
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
  const { t } = useLingui();
  const [updateProfile] = useUpdateCollegeProfileMutation();
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
  const { outcome, send, showSuccess, clearOutcome } = useFormSubmission(
    { setError },
    FIELDS,
    FALLBACK_MESSAGES.profileUpdate,
  );

  const submit = async (body: FormOutput) => {
    const data = await send(() => updateProfile(body));
    if (data === undefined) return;
    reset(toFormValues(data));
    showSuccess(t`Your college details have been saved.`);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      <Card className="grid gap-5 sm:grid-cols-2">
        <CollegeNameFields
          collegeName={register('college_name')}
          contactPerson={register('contact_person')}
          errors={errors}
        />
        <CollegePhoneField error={errors.phone?.message} {...register('phone')} />
        <CollegeAddressFields
          address={register('address', { setValueAs: emptyToNull })}
          city={register('city')}
          state={register('state')}
          statesListId="college-details-states"
          errors={errors}
        />
        <div className="sm:col-span-2">
          <WebsiteField
            label={t`Website (optional)`}
            error={errors.website?.message}
            {...register('website', { setValueAs: emptyToNull })}
          />
        </div>
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

/** /CollegeDashboard/CollegeDetails: the college's name, contact and address. */
export function CollegeDetailsPage() {
  const { t } = useLingui();
  const query = useGetCollegeProfileQuery(undefined);
  return (
    <ProfilePage
      title={t`College Details`}
      description={t`Keep your contact details current so students and our team can reach you.`}
      query={query}
    >
      {(profile) => <CollegeDetailsEditor profile={profile} />}
    </ProfilePage>
  );
}
