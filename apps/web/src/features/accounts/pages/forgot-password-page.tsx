import { zodResolver } from '@hookform/resolvers/zod';
import { EmailBody, PASSWORD_RULE } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../lib/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ResendCodeButton } from '../../../components/ui/resend-code-button';
import { OtpField, PasswordField, TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { withNotice } from '../../../lib/navigation-notice';
import { useRequestPasswordResetMutation, useResetPasswordMutation, type AccountRole } from '../api';
import { AccountCard } from '../components/account-card';
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
  const [requestReset] = useRequestPasswordResetMutation();
  const [formError, setFormError] = useState<string | null>(null);
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

  const submit = async (body: EmailBody) => {
    setFormError(null);
    const result = await requestReset({ role, body });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, ['email'])) {
        setFormError(describeFailure(result.error));
      }
      return;
    }
    onCodeSent(body.email, result.data.detail);
  };

  return (
    <>
      {formError !== null && (
        <Alert tone="error" className="mb-5">
          {formError}
        </Alert>
      )}
      {errors.root?.server && (
        <Alert tone="error" className="mb-5">
          {errors.root.server.message}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Sending code...' : 'Send code'}
        </Button>
      </form>
    </>
  );
}

function ResetForm({ role, email, sentNotice }: { role: AccountRole; email: string; sentNotice: string }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [requestReset] = useRequestPasswordResetMutation();
  const resender = useCodeResender({ isCodeJustSent: true });
  const [formError, setFormError] = useState<string | null>(null);
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

  const submit = async ({ confirm_password: _confirmation, ...body }: ResetOutput) => {
    setFormError(null);
    const result = await resetPassword({ role, body });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, ['otp', 'new_password', 'confirm_password'])) {
        setFormError(describeFailure(result.error));
      }
      return;
    }
    await navigate(LOGIN_PATHS[role], { replace: true, state: withNotice(result.data.detail) });
  };

  return (
    <>
      <Alert tone={resender.outcome?.tone ?? 'success'} className="mb-5">
        {resender.outcome?.text ?? sentNotice}
      </Alert>
      {formError !== null && (
        <Alert tone="error" className="mb-5">
          {formError}
        </Alert>
      )}
      {errors.root?.server && (
        <Alert tone="error" className="mb-5">
          {errors.root.server.message}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
        <OtpField
          label="6-digit code"
          required
          error={errors.otp?.message}
          onCodePaste={(code) => setValue('otp', code, { shouldValidate: true })}
          {...register('otp')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          hint={PASSWORD_RULE}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" size="lg" isFullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Resetting password...' : 'Reset password'}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>No email yet? Check your spam folder, or</span>
        <ResendCodeButton
          secondsLeft={resender.secondsLeft}
          isSending={resender.isSending}
          onResend={() => void resender.resend(() => requestReset({ role, body: { email } }))}
        />
      </div>
    </>
  );
}

/**
 * Password recovery (/ForgotPassword, /CollegeForgotPassword): ask for a code, then set a new
 * password with it, then log in. The server answers the same whether or not the email has an
 * account, and so does this page.
 */
export function ForgotPasswordPage({ accountRole: role }: { accountRole: AccountRole }) {
  const [sent, setSent] = useState<{ email: string; detail: string } | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  if (sent === null) {
    return (
      <AccountCard
        title="Forgot your password?"
        description="Enter the email you sign in with. We will send you a 6-digit code to set a new password."
        footer={
          <p>
            Remembered it? <TextLink to={LOGIN_PATHS[role]}>Back to login</TextLink>
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
  return (
    <AccountCard
      title="Set a new password"
      description={
        <>
          Enter the 6-digit code we sent to <strong className="text-slate-900">{sent.email}</strong> and
          choose a new password. Resetting it signs you out everywhere else.
        </>
      }
      footer={
        <p>
          Not your address?{' '}
          <Button variant="ghost" size="sm" onClick={() => setSent(null)}>
            Use a different email
          </Button>
        </p>
      }
    >
      <ResetForm role={role} email={sent.email} sentNotice={sent.detail} />
    </AccountCard>
  );
}

export const StudentForgotPasswordPage = () => <ForgotPasswordPage accountRole="student" />;
export const CollegeForgotPasswordPage = () => <ForgotPasswordPage accountRole="college" />;
