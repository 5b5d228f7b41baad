import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmailBody } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { EmailField } from '../../../components/ui/form-contact-fields';
import { TextLink } from '../../../components/ui/text-link';
import { withNotice } from '../../../lib/navigation-notice';
import { useRequestPasswordResetMutation, useResetPasswordMutation, type AccountRole } from '../api';
import { AccountCard } from '../components/account-card';
import { CodeField, CodeResendPrompt, CodeSentAlert } from '../components/code-entry';
import { NewPasswordFields } from '../components/new-password-fields';
import { ResetPasswordForm } from '../form-schemas';
import { useCodeResender } from '../use-code-resender';

const LOGIN_PATHS = {
  student: paths.studentLogin.href(),
  college: paths.collegeLogin.href(),
} as const satisfies Record<AccountRole, string>;

type RequestValues = z.input<typeof EmailBody>;
type ResetValues = z.input<typeof ResetPasswordForm>;
type ResetOutput = z.output<typeof ResetPasswordForm>;

function RequestCodeForm({
  role,
  initialEmail,
  onCodeSent,
}: {
  role: AccountRole;
  initialEmail: string;
  onCodeSent: (email: string, detail: string) => void;
}) {
  const { t } = useLingui();
  const [requestReset] = useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestValues, unknown, EmailBody>({
    resolver: zodResolver(EmailBody),
    mode: 'onTouched',
    defaultValues: { email: initialEmail },
  });
  const { outcome, send } = useFormSubmission({ setError }, ['email']);

  const submit = async (body: EmailBody) => {
    const data = await send(() => requestReset({ role, body }));
    if (data === undefined) return;
    onCodeSent(body.email, data.detail);
  };

  return (
    <>
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-5" />
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <EmailField
          label={t`Email`}
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending code...</Trans> : <Trans>Send code</Trans>}
        </Button>
      </form>
    </>
  );
}

function ResetForm({ role, email, sentNotice }: { role: AccountRole; email: string; sentNotice: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [requestReset] = useRequestPasswordResetMutation();
  const resender = useCodeResender({ isCodeJustSent: true });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, ResetOutput>({
    resolver: zodResolver(ResetPasswordForm),
    mode: 'onTouched',
    defaultValues: { email, otp: '', new_password: '', confirm_password: '' },
  });
  const { outcome, send } = useFormSubmission({ setError }, ['otp', 'new_password', 'confirm_password']);

  const submit = async ({ confirm_password: _confirmation, ...body }: ResetOutput) => {
    const data = await send(() => resetPassword({ role, body }));
    if (data === undefined) return;
    await navigate(LOGIN_PATHS[role], { replace: true, state: withNotice(data.detail) });
  };

  return (
    <>
      <CodeSentAlert resender={resender} sentNotice={sentNotice} />
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-5" />
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <CodeField register={register} setValue={setValue} error={errors.otp?.message} />
        <NewPasswordFields name="new_password" register={register} errors={errors} />
        <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
          {isSubmitting ? <Trans>Resetting password...</Trans> : <Trans>Reset password</Trans>}
        </Button>
      </form>
      <CodeResendPrompt
        prompt={t`No email yet? Check your spam folder, or`}
        resender={resender}
        onResend={() => void resender.resend(() => requestReset({ role, body: { email } }))}
      />
    </>
  );
}

/**
 * Password recovery (/ForgotPassword, /CollegeForgotPassword): ask for a code, then set a new
 * password with it, then log in. The server answers the same whether or not the email has an
 * account, and so does this page.
 */
export function ForgotPasswordPage({ accountRole: role }: { accountRole: AccountRole }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<{ email: string; detail: string } | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  if (sent === null) {
    return (
      <AccountCard
        title={t`Forgot your password?`}
        description={
          <Trans>
            Enter the email you sign in with. We will send you a 6-digit code to set a new password.
          </Trans>
        }
        footer={
          <p>
            <Trans>
              Remembered it? <TextLink to={LOGIN_PATHS[role]}>Back to login</TextLink>
            </Trans>
          </p>
        }
      >
        <RequestCodeForm
          role={role}
          initialEmail={lastEmail}
          onCodeSent={(email, detail) => {
            setLastEmail(email);
            setSent({ email, detail });
          }}
        />
      </AccountCard>
    );
  }
  const email = sent.email;
  return (
    <AccountCard
      title={t`Set a new password`}
      description={
        <Trans>
          Enter the 6-digit code we sent to <strong className="text-slate-900">{email}</strong> and choose a
          new password. Resetting it signs you out everywhere else.
        </Trans>
      }
      footer={
        <p>
          <Trans>
            Not your address?{' '}
            <Button variant="ghost" size="sm" onClick={() => setSent(null)}>
              Use a different email
            </Button>
          </Trans>
        </p>
      }
    >
      <ResetForm role={role} email={sent.email} sentNotice={sent.detail} />
    </AccountCard>
  );
}

export const StudentForgotPasswordPage = () => <ForgotPasswordPage accountRole="student" />;
export const CollegeForgotPasswordPage = () => <ForgotPasswordPage accountRole="college" />;
