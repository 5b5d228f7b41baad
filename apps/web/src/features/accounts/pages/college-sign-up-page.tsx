import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULE } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths, withSearchParams } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { useRegisterCollegeMutation } from '../api';
import { AccountCard } from '../components/account-card';
import { IndianStatesList } from '../../../components/indian-states-list';
import { CollegeSignUpForm, emptyToUndefined } from '../form-schemas';
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
  const navigate = useNavigate();
  const [registerCollege] = useRegisterCollegeMutation();
  const [formError, setFormError] = useState<string | null>(null);
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

  const submit = async ({ confirm_password: _confirmation, ...body }: FormOutput) => {
    setFormError(null);
    const result = await registerCollege(body);
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, FIELDS)) setFormError(describeFailure(result.error));
      return;
    }
    await navigate(withSearchParams(paths.collegeOtp.path, { email: result.data.email }), {
      state: codeSentState(result.data.detail),
    });
  };

  return (
    <AccountCard
      isWide
      title="Register your college"
      description="Run your own exams, approve your students and follow their results. After you confirm your email, our team reviews each new college before it can sign in."
      footer={
        <>
          <p>
            Already registered? <TextLink to={paths.collegeLogin.href()}>College login</TextLink>
          </p>
          <p>
            Are you a student? <TextLink to={paths.studentSignUp.href()}>Create a student account</TextLink>
          </p>
        </>
      }
    >
      {formError !== null && (
        <Alert tone="error" className="mb-6">
          {formError}
        </Alert>
      )}
      {errors.root?.server && (
        <Alert tone="error" className="mb-6">
          {errors.root.server.message}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
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
          hint="The person we contact about this registration."
          required
          error={errors.contact_person?.message}
          {...register('contact_person')}
        />
        <TextField
          label="Official email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="You will sign in with this address."
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="For example +91 20 2550 7000."
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.website?.message}
          {...register('website', { setValueAs: emptyToUndefined })}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Address (optional)"
            autoComplete="street-address"
            rows={3}
            error={errors.address?.message}
            {...register('address', { setValueAs: emptyToUndefined })}
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
          list="indian-states"
          required
          error={errors.state?.message}
          {...register('state')}
        />
        <IndianStatesList id="indian-states" />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint={PASSWORD_RULE}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Registering your college...' : 'Register college'}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
