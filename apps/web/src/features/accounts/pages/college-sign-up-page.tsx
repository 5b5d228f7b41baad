import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths, withSearchParams } from '../../../lib/paths';
import {
  CollegeAddressFields,
  CollegeNameFields,
  CollegePhoneField,
} from '../../../components/profile-college-fields';
import { Button } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { EmailField, WebsiteField } from '../../../components/ui/form-contact-fields';
import { TextLink } from '../../../components/ui/text-link';
import { useRegisterCollegeMutation } from '../api';
import { AccountCard } from '../components/account-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { CollegeSignUpForm, emptyToUndefined } from '../form-schemas';
import { signUpLanguage } from '../sign-up-language';
import { codeSentState } from '../verification-state';

type FormValues = z.input<typeof CollegeSignUpForm>;
type FormOutput = z.output<typeof CollegeSignUpForm>;

const FIELDS = [
  'college_name',
  'contact_person',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'website',
  'password',
  'confirm_password',
] as const;

export function CollegeSignUpPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [registerCollege] = useRegisterCollegeMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(CollegeSignUpForm),
    mode: 'onTouched',
    defaultValues: {
      college_name: '',
      contact_person: '',
      email: '',
      phone: '',
      city: '',
      state: '',
      password: '',
      confirm_password: '',
    },
  });
  const { outcome, send } = useFormSubmission({ setError }, FIELDS);

  const submit = async ({ confirm_password: _confirmation, ...body }: FormOutput) => {
    const data = await send(() => registerCollege({ ...body, language: signUpLanguage(i18n.locale) }));
    if (data === undefined) return;
    await navigate(withSearchParams(paths.collegeOtp.path, { email: data.email }), {
      state: codeSentState(data.detail),
    });
  };

  return (
    <AccountCard
      isWide
      title={t`Register your college`}
      description={
        <Trans>
          Run your own exams, approve your students and follow their results. After you confirm your email,
          our team reviews each new college before it can sign in.
        </Trans>
      }
      footer={
        <>
          <p>
            <Trans>
              Already registered? <TextLink to={paths.collegeLogin.href()}>College login</TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Are you a student? <TextLink to={paths.studentSignUp.href()}>Create a student account</TextLink>
            </Trans>
          </p>
        </>
      }
    >
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-6" />
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <CollegeNameFields
          collegeName={register('college_name')}
          contactPerson={register('contact_person')}
          contactPersonHint={t`The person we contact about this registration.`}
          errors={errors}
        />
        <EmailField
          label={t`Official email`}
          hint={t`You will sign in with this address.`}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <CollegePhoneField error={errors.phone?.message} {...register('phone')} />
        <WebsiteField
          label={t`Website (optional)`}
          error={errors.website?.message}
          {...register('website', { setValueAs: emptyToUndefined })}
        />
        <CollegeAddressFields
          address={register('address', { setValueAs: emptyToUndefined })}
          city={register('city')}
          state={register('state')}
          statesListId="indian-states"
          errors={errors}
        />
        <NewPasswordFields name="password" register={register} errors={errors} />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
            {isSubmitting ? <Trans>Registering your college...</Trans> : <Trans>Register college</Trans>}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
