import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlerts, useFormSubmission } from '../../../components/ui/form-alerts';
import { accessTokenRefreshed } from '../../../lib/session/session-slice';
import { useChangePasswordMutation, type AccountRole } from '../api';
import { ChangePasswordForm } from '../form-schemas';
import { CurrentPasswordField } from './current-password-field';
import { NewPasswordFields } from './new-password-fields';
import { SecuritySection } from './security-section';

type FormValues = z.input<typeof ChangePasswordForm>;
type FormOutput = z.output<typeof ChangePasswordForm>;

const EMPTY: FormValues = { current_password: '', new_password: '', confirm_password: '' };

/**
 * The server signs every other device out and starts a new session here: the reply's token
 * replaces ours (its refresh cookie came with the reply), so this tab stays signed in.
 */
export function ChangePasswordSection({ accountRole }: { accountRole: AccountRole }) {
  const { t } = useLingui();
  const dispatch = useDispatch();
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(ChangePasswordForm),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { outcome, send, showSuccess } = useFormSubmission({ setError }, [
    'current_password',
    'new_password',
  ]);

  const submit = async ({ confirm_password: _confirmation, ...body }: FormOutput) => {
    const data = await send(() => changePassword({ role: accountRole, body }));
    if (data === undefined) return;
    dispatch(accessTokenRefreshed(data.access));
    reset(EMPTY);
    showSuccess(data.detail);
  };

  return (
    <SecuritySection
      id="change-password"
      title={t`Change password`}
      description={
        <Trans>You need your current password. Other devices are signed out when it changes.</Trans>
      }
    >
      <FormAlerts outcome={outcome} serverError={errors.root?.server} className="mb-5" />
      <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-xl gap-5">
        <CurrentPasswordField error={errors.current_password?.message} {...register('current_password')} />
        <NewPasswordFields name="new_password" register={register} errors={errors} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Changing password...</Trans> : <Trans>Change password</Trans>}
          </Button>
        </div>
      </form>
    </SecuritySection>
  );
}
