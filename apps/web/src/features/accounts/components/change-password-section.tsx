import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULE } from '@vidya/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { showFieldErrors } from '../../../lib/form-errors';
import { accessTokenRefreshed } from '../../../lib/session/session-slice';
import { useChangePasswordMutation, type AccountRole } from '../api';
import { ChangePasswordForm } from '../form-schemas';
import { SecuritySection } from './security-section';

type FormValues = z.input<typeof ChangePasswordForm>;
type FormOutput = z.output<typeof ChangePasswordForm>;

const EMPTY: FormValues = { current_password: '', new_password: '', confirm_password: '' };

/**
 * The server signs every other device out and starts a new session here: the reply's token
 * replaces ours (its refresh cookie came with the reply), so this tab stays signed in.
 */
export function ChangePasswordSection({ accountRole }: { accountRole: AccountRole }) {
  const dispatch = useDispatch();
  const [changePassword] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
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

  const submit = async ({ confirm_password: _confirmation, ...body }: FormOutput) => {
    setOutcome(null);
    const result = await changePassword({ role: accountRole, body });
    if (result.error !== undefined) {
      if (!showFieldErrors({ setError }, result.error, ['current_password', 'new_password'])) {
        setOutcome({ tone: 'error', text: describeFailure(result.error) });
      }
      return;
    }
    dispatch(accessTokenRefreshed(result.data.access));
    reset(EMPTY);
    setOutcome({ tone: 'success', text: result.data.detail });
  };

  return (
    <SecuritySection
      id="change-password"
      title="Change password"
      description="You need your current password. Other devices are signed out when it changes."
    >
      {outcome !== null && (
        <Alert tone={outcome.tone} className="mb-5">
          {outcome.text}
        </Alert>
      )}
      {errors.root?.server && (
        <Alert tone="error" className="mb-5">
          {errors.root.server.message}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} className="grid max-w-xl gap-5">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password')}
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
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing password...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SecuritySection>
  );
}
