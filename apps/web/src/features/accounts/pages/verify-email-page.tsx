import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { VerifyOtpBody } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, LinkButton } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { EmailField } from '../../../components/ui/form-contact-fields';
import { TextLink } from '../../../components/ui/text-link';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { readNotice } from '../../../lib/navigation-notice';
import { readAccessTokenClaims } from '../../../lib/session/access-token';
import { credentialsReceived } from '../../../lib/session/session-slice';
import { useResendVerificationCodeMutation, useVerifyEmailMutation, type AccountRole } from '../api';
import { AccountCard } from '../components/account-card';
import { CodeField, CodeResendPrompt } from '../components/code-entry';
import { useCodeResender } from '../use-code-resender';
import { isCodeJustSent } from '../verification-state';

type FormValues = { email: string; otp: string };

const TEXTS = {
  student: {
    title: msg`Verify your email`,
    signUp: paths.studentSignUp.href(),
    login: paths.studentLogin.href(),
  },
  college: {
    title: msg`Verify your college email`,
    signUp: paths.collegeSignUp.href(),
    login: paths.collegeLogin.href(),
  },
} as const satisfies Record<AccountRole, { title: MessageDescriptor; signUp: string; login: string }>;

/** What a college sees once its email is confirmed: there is one more step, and it is ours. */
function CollegeAwaitingApproval({ email }: { email: string }) {
  return (
    <div className="space-y-4 text-slate-700">
      <p>
        <Trans>
          Our team checks every new college before it can use the platform, so that students only ever see
          real institutions.
        </Trans>
      </p>
      <p>
        <Trans>
          We will write to <strong className="text-slate-900">{email}</strong> as soon as your college is
          approved. Until then, signing in will tell you that the registration is awaiting approval.
        </Trans>
      </p>
      <LinkButton to={paths.collegeLogin.href()} isFullWidth>
        <Trans>Go to college login</Trans>
      </LinkButton>
    </div>
  );
}

/**
 * Enter the 6-digit code emailed at sign-up (/verify-otp for students, /CollegeOTPVerification
 * for colleges). The email comes from `?email=` so the page survives a reload. A verified student
 * is signed in at once; the guard around this page then takes them to their dashboard.
 */
export function VerifyEmailPage({ accountRole: role }: { accountRole: AccountRole }) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const texts = TEXTS[role];
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const knownEmail = searchParams.get('email')?.trim() ?? '';
  const dispatch = useDispatch();
  const [verifyEmail] = useVerifyEmailMutation();
  const [resendCode] = useResendVerificationCodeMutation();
  const resender = useCodeResender({ isCodeJustSent: isCodeJustSent(location.state) });
  const [verified, setVerified] = useState<{ detail: string; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, VerifyOtpBody>({
    resolver: zodResolver(VerifyOtpBody),
    mode: 'onTouched',
    defaultValues: { email: knownEmail, otp: '' },
  });
  const { outcome, send } = useFormSubmission({ setError }, ['email', 'otp']);

  const submit = async (body: VerifyOtpBody) => {
    const data = await send(() => verifyEmail({ role, body }));
    if (data === undefined) return;
    const { access, user, detail } = data;
    if (role === 'student' && access !== undefined && user !== undefined) {
      dispatch(credentialsReceived(access, user, readAccessTokenClaims(access)));
      return;
    }
    setVerified({ detail, email: body.email });
  };

  const requestNewCode = async () => {
    if (!(await trigger('email'))) return;
    await resender.resend(() => resendCode({ role, body: { email: getValues('email') } }));
  };

  if (verified !== null) {
    return role === 'college' ? (
      <AccountCard title={t`Your college is waiting for approval`} description={verified.detail}>
        <CollegeAwaitingApproval email={verified.email} />
      </AccountCard>
    ) : (
      <AccountCard title={t`Email verified`} description={verified.detail}>
        <LinkButton to={texts.login} isFullWidth>
          <Trans>Log in</Trans>
        </LinkButton>
      </AccountCard>
    );
  }

  const notice = readNotice(location.state);
  return (
    <AccountCard
      title={t(texts.title)}
      description={
        knownEmail === '' ? (
          <Trans>Enter your email address and the 6-digit code we emailed you when you signed up.</Trans>
        ) : (
          <Trans>
            Enter the 6-digit code we emailed to <strong className="text-slate-900">{knownEmail}</strong>. It
            works for 10 minutes.
          </Trans>
        )
      }
      footer={
        <>
          <p>
            <Trans>
              Wrong email address? <TextLink to={texts.signUp}>Sign up again</TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Already verified? <TextLink to={texts.login}>Log in</TextLink>
            </Trans>
          </p>
        </>
      }
    >
      {notice !== null && resender.outcome === null && outcome === null && (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      )}
      {resender.outcome !== null && (
        <Alert tone={resender.outcome.tone} className="mb-5">
          {resender.outcome.text}
        </Alert>
      )}
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-5" />
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        {knownEmail === '' ? (
          <EmailField label={t`Email`} required error={errors.email?.message} {...register('email')} />
        ) : (
          errors.email?.message && <Alert tone="error">{fixed(errors.email.message)}</Alert>
        )}
        <CodeField register={register} setValue={setValue} error={errors.otp?.message} />
        <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
          {isSubmitting ? <Trans>Verifying...</Trans> : <Trans>Verify email</Trans>}
        </Button>
      </form>
      <CodeResendPrompt
        prompt={t`Did not get the email? Check your spam folder, or`}
        resender={resender}
        onResend={() => void requestNewCode()}
      />
    </AccountCard>
  );
}

export const StudentVerifyEmailPage = () => <VerifyEmailPage accountRole="student" />;
export const CollegeVerifyEmailPage = () => <VerifyEmailPage accountRole="college" />;
