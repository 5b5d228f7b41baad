import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { IndianStatesList } from './indian-states-list';
import { PhoneField } from './ui/form-contact-fields';
import { TextAreaField, TextField } from './ui/text-field';

/** A college's name across the form, then the person to contact about it. */
export function CollegeNameFields({
  collegeName,
  contactPerson,
  contactPersonHint,
  errors,
}: {
  collegeName: UseFormRegisterReturn;
  contactPerson: UseFormRegisterReturn;
  contactPersonHint?: string;
  errors: { college_name?: FieldError; contact_person?: FieldError };
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          label={t`College name`}
          autoComplete="organization"
          required
          error={errors.college_name?.message}
          {...collegeName}
        />
      </div>
      <TextField
        label={t`Contact person`}
        autoComplete="name"
        hint={contactPersonHint}
        required
        error={errors.contact_person?.message}
        {...contactPerson}
      />
    </>
  );
}

/**
 * A college's postal address: street (optional) across the form, then city, and the state or union
 * territory with the states offered as suggestions (`statesListId` names that list, unique on the page).
 */
export function CollegeAddressFields({
  address,
  city,
  state,
  statesListId,
  errors,
}: {
  address: UseFormRegisterReturn;
  city: UseFormRegisterReturn;
  state: UseFormRegisterReturn;
  statesListId: string;
  errors: { address?: FieldError; city?: FieldError; state?: FieldError };
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t`Address (optional)`}
          autoComplete="street-address"
          rows={3}
          error={errors.address?.message}
          {...address}
        />
      </div>
      <TextField
        label={t`City`}
        autoComplete="address-level2"
        required
        error={errors.city?.message}
        {...city}
      />
      <TextField
        label={t`State or union territory`}
        autoComplete="address-level1"
        list={statesListId}
        required
        error={errors.state?.message}
        {...state}
      />
      <IndianStatesList id={statesListId} />
    </>
  );
}

/** A college's phone number: required, as its sign-up asks for it. */
export function CollegePhoneField({
  error,
  ...registration
}: UseFormRegisterReturn & { error: string | undefined }) {
  const { t } = useLingui();
  return (
    <PhoneField
      label={t`Phone`}
      hint={t`For example +91 20 2550 7000.`}
      required
      error={error}
      {...registration}
    />
  );
}
