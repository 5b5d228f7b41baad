import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { keepFromPath } from '../../../lib/from-path';
import { paths, withSearchParams } from '../../../lib/paths';
import { CollegeCombobox } from '../../../components/college-combobox';
import { Button } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { EmailField, PhoneField } from '../../../components/ui/form-contact-fields';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { useRegisterStudentMutation } from '../api';
import { AccountCard } from '../components/account-card';
import { InvitationSignUp } from '../components/invitation-sign-up';
import { NewPasswordFields } from '../components/new-password-fields';
import { emptyToUndefined, StudentSignUpForm } from '../form-schemas';
import { signUpLanguage } from '../sign-up-language';
import { codeSentState } from '../verification-state';

type FormValues = z.input<typeof StudentSignUpForm>;
type FormOutput = z.output<typeof StudentSignUpForm>;

const FIELDS = ['full_name', 'email', 'phone', 'college_id', 'password', 'confirm_password'] as const;

/** `/StudentSignUp`; with `?invite=` (the link in a college's invitation email), the invitation's sign-up. */
export function StudentSignUpPage() {
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite');
  return invite === null ? <OwnSignUp /> : <InvitationSignUp initialCode={invite} />;
}

function OwnSignUp() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // A visitor sent here from a course page goes back to it once their email is verified.
  const fromState = keepFromPath(useLocation().state);
  const [registerStudent] = useRegisterStudentMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(StudentSignUpForm),
    mode: 'onTouched',
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });
  const { outcome, send } = useFormSubmission({ setError }, FIELDS);

  const submit = async ({ confirm_password: _confirmation, ...body }: FormOutput) => {
    const data = await send(() => registerStudent({ ...body, language: signUpLanguage(i18n.locale) }));
    if (data === undefined) return;
    await navigate(withSearchParams(paths.studentOtp.path, { email: data.email }), {
      state: { ...codeSentState(data.detail), ...fromState },
    });
  };

  return (
    <AccountCard
      isWide
      title={t`Create your student account`}
      description={
        <Trans>
          Learn at your own pace, take exams and earn certificates. We will email you a 6-digit code to
          confirm your address.
        </Trans>
      }
      footer={
        <>
          <p>
            <Trans>
              Already have an account?{' '}
              <TextLink to={paths.studentLogin.href()} state={fromState}>
                Log in
              </TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Invited by your college?{' '}
              <TextLink to={withSearchParams(paths.studentSignUp.path, { invite: '' })}>
                Sign up with your invitation code
              </TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Signing up an institution?{' '}
              <TextLink to={paths.collegeSignUp.href()}>Register your college</TextLink>
            </Trans>
          </p>
        </>
      }
    >
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-6" />
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Full name`}
          autoComplete="name"
          required
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <EmailField label={t`Email`} required error={errors.email?.message} {...register('email')} />
        <PhoneField
          label={t`Phone (optional)`}
          hint={t`For example +91 98200 11223.`}
          error={errors.phone?.message}
          {...register('phone', { setValueAs: emptyToUndefined })}
        />
        <Controller
          control={control}
          name="college_id"
          render={({ field, fieldState }) => (
            <CollegeCombobox
              value={field.value ?? null}
              onChange={(collegeId) => field.onChange(collegeId ?? undefined)}
              onBlur={field.onBlur}
              hint={t`Your college approves you before its exams open to you. Studying on your own? Keep the first choice.`}
              error={fieldState.error?.message}
            />
          )}
        />
        <NewPasswordFields name="password" register={register} errors={errors} />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
            {isSubmitting ? <Trans>Creating your account...</Trans> : <Trans>Create account</Trans>}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
