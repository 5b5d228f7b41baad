import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeleteAccountBody } from '@vidya/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { api } from '../../../lib/api/api';
import { withNotice } from '../../../lib/navigation-notice';
import { logoutStarted, sessionCleared } from '../../../lib/session/session-slice';
import { useDeleteAccountMutation, type AccountRole } from '../api';
import { CurrentPasswordField } from './current-password-field';
import { SecuritySection } from './security-section';

const CONSEQUENCES = {
  student: msg`Your profile and everything that belongs to it, such as your course progress and certificates, are deleted, and you are signed out everywhere.`,
  college: msg`Your college's profile and sign-in are deleted and your students are unlinked from it (their own accounts stay). You are signed out everywhere.`,
} as const satisfies Record<AccountRole, MessageDescriptor>;

function DeleteAccountForm({
  accountRole,
  onCancel,
  onDeleted,
}: {
  accountRole: AccountRole;
  onCancel: () => void;
  onDeleted: (detail: string) => void;
}) {
  const { t } = useLingui();
  const [deleteAccount] = useDeleteAccountMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountBody>({
    resolver: zodResolver(DeleteAccountBody),
    defaultValues: { current_password: '' },
  });
  const { outcome, send } = useFormSubmission({ setError }, ['current_password']);

  const submit = async (body: DeleteAccountBody) => {
    const data = await send(() => deleteAccount({ role: accountRole, body }));
    if (data === undefined) return;
    onDeleted(data.detail);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      <p className="text-slate-700">
        {t(CONSEQUENCES[accountRole])} <Trans>This cannot be undone.</Trans>
      </p>
      <FormAlerts outcome={outcome} serverError={errors.root?.server} />
      <CurrentPasswordField error={errors.current_password?.message} {...register('current_password')} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          <Trans>Keep my account</Trans>
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Deleting account...</Trans> : <Trans>Delete account permanently</Trans>}
        </Button>
      </div>
    </form>
  );
}

export function DeleteAccountSection({ accountRole }: { accountRole: AccountRole }) {
  const { t } = useLingui();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const isDeleted = useRef(false);

  // The session is forgotten only once this page has gone. Cleared earlier, while the dashboard
  // is still on screen, its guard would see a signed-out user and send them to a login page.
  useEffect(
    () => () => {
      if (!isDeleted.current) return;
      dispatch(sessionCleared());
      dispatch(api.util.resetApiState());
    },
    [dispatch],
  );

  const leaveDeletedAccount = (detail: string) => {
    isDeleted.current = true;
    // Marks the sign-out (no session restore on reload) and keeps the home page's guard from
    // sending a user who still looks signed in back to a dashboard.
    dispatch(logoutStarted());
    void navigate(paths.home.href(), { replace: true, state: withNotice(detail) });
  };

  return (
    <SecuritySection
      id="delete-account"
      title={t`Delete account`}
      isDanger
      description={
        <Trans>Permanently remove your account. You will be asked for your password to confirm.</Trans>
      }
    >
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t`Delete your account?`}>
        <DeleteAccountForm
          accountRole={accountRole}
          onCancel={() => setIsOpen(false)}
          onDeleted={leaveDeletedAccount}
        />
      </Dialog>
    </SecuritySection>
  );
}
