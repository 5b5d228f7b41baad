import { zodResolver } from '@hookform/resolvers/zod';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { InvitationSignUpBody } from '@vidya/contract';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DetailsList } from '../../../components/ui/details-list';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { PhoneField } from '../../../components/ui/form-contact-fields';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { readAccessTokenClaims } from '../../../lib/session/access-token';
import { credentialsReceived } from '../../../lib/session/session-slice';
import { emptyToUndefined } from '../form-schemas';
import { useGetInvitationPreviewQuery, useSignUpWithInvitationMutation } from '../invitation-api';
import { signUpLanguage } from '../sign-up-language';
import { AccountCard } from './account-card';
import { NewPasswordFields } from './new-password-fields';

/** What the server checks, plus the password typed twice. */
const InvitationSignUpForm = InvitationSignUpBody.extend({
  confirm_password: z.string().min(1, { error: () => translate`Type the password again to confirm it.` }),
}).refine((values) => values.password === values.confirm_password, {
  error: () => translate`The two passwords do not match.`,
  path: ['confirm_password'],
});

type FormValues = z.input<typeof InvitationSignUpForm>;
type FormOutput = z.output<typeof InvitationSignUpForm>;

const FIELDS = ['code', 'full_name', 'phone', 'password', 'confirm_password'] as const;

/** The code as the server reads it (spaces and dashes out, capitals), once it has its 12 characters. */
const completeCode = (text: string): string | null => {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{12}$/.test(code) ? code : null;
};

/**
 * `/StudentSignUp?invite=CODE`: signing up through a college's invitation. The code (from the
 * link, or typed) shows the college, the address it was sent to and the roll number; the account
 * takes that address, already verified, joins the college approved and is signed in at once.
 */
export function InvitationSignUp({ initialCode }: { initialCode: string }) {
  const { t, i18n } = useLingui();
  const dispatch = useDispatch();
  const [signUp] = useSignUpWithInvitationMutation();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(InvitationSignUpForm),
    mode: 'onTouched',
    defaultValues: { code: initialCode, full_name: '', password: '', confirm_password: '' },
  });
  const { outcome, send } = useFormSubmission({ setError }, FIELDS);
  const code = completeCode(useWatch({ control, name: 'code' }));
  const preview = useGetInvitationPreviewQuery(code ?? '', { skip: code === null });
  const invitation = code === null ? undefined : preview.data;

  useEffect(() => {
    if (invitation !== undefined && getValues('full_name').trim() === '')
      setValue('full_name', invitation.full_name);
  }, [invitation, getValues, setValue]);

  const submit = async ({ confirm_password: _confirmation, ...body }: FormOutput) => {
    const data = await send(() => signUp({ ...body, language: signUpLanguage(i18n.locale) }));
    if (data?.access === undefined || data.user === undefined) return;
    // Signed in: the guard around the sign-up pages takes the student to their dashboard.
    dispatch(credentialsReceived(data.access, data.user, readAccessTokenClaims(data.access)));
  };

  const collegeName = invitation?.college_name ?? '';
  return (
    <AccountCard
      isWide
      title={t`Join your college`}
      description={
        <Trans>
          Your college invited you by email. Create your account with the invitation code: you join the
          college already approved, and your email is confirmed by the code.
        </Trans>
      }
      footer={
        <>
          <p>
            <Trans>
              Already have an account? <TextLink to={paths.studentLogin.href()}>Log in</TextLink> and accept
              the invitation on your dashboard.
            </Trans>
          </p>
          <p>
            <Trans>
              No invitation? <TextLink to={paths.studentSignUp.href()}>Sign up on your own</TextLink>
            </Trans>
          </p>
        </>
      }
    >
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-6" />
      {code !== null && preview.error !== undefined && (
        <Alert tone="error" className="mb-6">
          {describeFailure(preview.error, t`The invitation could not be checked. Please try again.`)}
        </Alert>
      )}
      {invitation !== undefined && (
        <section aria-label={t`Your invitation`} className="mb-6 rounded-lg bg-indigo-50 p-4">
          <DetailsList
            items={[
              { label: t`College`, value: collegeName },
              { label: t`Email`, value: invitation.email },
              { label: t`Roll number`, value: invitation.roll_number ?? t`Not given` },
              { label: t`Valid until`, value: formatDate(invitation.expires_at) },
            ]}
          />
        </section>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Invitation code`}
          hint={t`The 12 letters and digits from the email, for example ABCD-EFGH-JKMN.`}
          autoComplete="off"
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label={t`Full name`}
          autoComplete="name"
          required
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <PhoneField
          label={t`Phone (optional)`}
          hint={t`For example +91 98200 11223.`}
          error={errors.phone?.message}
          {...register('phone', { setValueAs: emptyToUndefined })}
        />
        <NewPasswordFields name="password" register={register} errors={errors} />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
            {isSubmitting ? <Trans>Creating your account...</Trans> : <Trans>Create account and join</Trans>}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
