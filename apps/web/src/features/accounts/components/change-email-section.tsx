import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { EmailField } from '../../../components/ui/form-contact-fields';
import { selectSessionUser, userEmailChanged } from '../../../lib/session/session-slice';
import { useChangeEmailMutation, type AccountRole } from '../api';
import { ConfirmEmailChangeForm, RequestEmailChangeForm } from '../form-schemas';
import { useCodeResender } from '../use-code-resender';
import { CodeField, CodeResendButton, CodeSentAlert } from './code-entry';
import { CurrentPasswordField } from './current-password-field';
import { SecuritySection } from './security-section';

type RequestValues = z.input<typeof RequestEmailChangeForm>;
type RequestOutput = z.output<typeof RequestEmailChangeForm>;
type ConfirmValues = z.input<typeof ConfirmEmailChangeForm>;
type ConfirmOutput = z.output<typeof ConfirmEmailChangeForm>;

type Pending = { newEmail: string; currentPassword: string; detail: string };

function RequestStep({
  accountRole,
  onCodeSent,
}: {
  accountRole: AccountRole;
  onCodeSent: (pending: Pending) => void;
}) {
  const { t } = useLingui();
  const [changeEmail] = useChangeEmailMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestValues, unknown, RequestOutput>({
    resolver: zodResolver(RequestEmailChangeForm),
    mode: 'onTouched',
    defaultValues: { new_email: '', current_password: '' },
  });
  const { outcome, send } = useFormSubmission({ setError }, ['new_email', 'current_password']);

  const submit = async (body: RequestOutput) => {
    const data = await send(() => changeEmail({ role: accountRole, body }));
    if (data === undefined) return;
    onCodeSent({
      newEmail: body.new_email,
      currentPassword: body.current_password,
      detail: data.detail,
    });
  };

  return (
    <>
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-5" />
      <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-xl gap-5">
        <EmailField
          label={t`New email`}
          required
          error={errors.new_email?.message}
          {...register('new_email')}
        />
        <CurrentPasswordField error={errors.current_password?.message} {...register('current_password')} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Sending code...</Trans> : <Trans>Send code to the new email</Trans>}
          </Button>
        </div>
      </form>
    </>
  );
}

function ConfirmStep({
  accountRole,
  pending,
  onDone,
  onCancel,
}: {
  accountRole: AccountRole;
  pending: Pending;
  onDone: (detail: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const dispatch = useDispatch();
  const [changeEmail] = useChangeEmailMutation();
  const resender = useCodeResender({ isCodeJustSent: true });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmValues, unknown, ConfirmOutput>({
    resolver: zodResolver(ConfirmEmailChangeForm),
    mode: 'onTouched',
    defaultValues: { new_email: pending.newEmail, otp: '' },
  });
  const { outcome, send } = useFormSubmission({ setError }, ['otp']);

  const submit = async (body: ConfirmOutput) => {
    const data = await send(() => changeEmail({ role: accountRole, body }));
    if (data === undefined) return;
    if (data.email !== undefined) dispatch(userEmailChanged(data.email));
    onDone(data.detail);
  };

  const newEmail = pending.newEmail;
  const sendAgain = () =>
    resender.resend(() =>
      changeEmail({
        role: accountRole,
        body: { new_email: pending.newEmail, current_password: pending.currentPassword },
      }),
    );

  return (
    <>
      <CodeSentAlert resender={resender} sentNotice={pending.detail} />
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-5" />
      <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-xl gap-5">
        <CodeField
          register={register}
          setValue={setValue}
          error={errors.otp?.message}
          hint={t`Sent to ${newEmail}.`}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Confirming...</Trans> : <Trans>Confirm new email</Trans>}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <CodeResendButton resender={resender} onResend={() => void sendAgain()} />
        </div>
      </form>
    </>
  );
}

/** Two steps: the current password sends a code to the new address; that code makes the switch. */
export function ChangeEmailSection({ accountRole }: { accountRole: AccountRole }) {
  const { t } = useLingui();
  const user = useSelector(selectSessionUser);
  const email = user?.email;
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <SecuritySection
      id="change-email"
      title={t`Change email`}
      description={
        email === undefined ? (
          <Trans>You sign in with your email address. We confirm a new one with a code sent to it.</Trans>
        ) : (
          <Trans>
            You sign in with <strong className="text-slate-900">{email}</strong>. We confirm a new address
            with a code sent to it.
          </Trans>
        )
      }
    >
      {done !== null && pending === null && (
        <Alert tone="success" className="mb-5">
          {done}
        </Alert>
      )}
      {pending === null ? (
        <RequestStep
          accountRole={accountRole}
          onCodeSent={(next) => {
            setDone(null);
            setPending(next);
          }}
        />
      ) : (
        <ConfirmStep
          accountRole={accountRole}
          pending={pending}
          onCancel={() => setPending(null)}
          onDone={(detail) => {
            setDone(detail);
            setPending(null);
          }}
        />
      )}
    </SecuritySection>
  );
}
