import { PASSWORD_RULE } from '@vidya/contract';
import type { FieldError, Path, UseFormRegister } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/text-field';

/** A sign-up's first password is its `password`; a password that replaces one is a `new_password`. */
const LABELS = {
  password: { password: 'Password', confirmation: 'Confirm password' },
  new_password: { password: 'New password', confirmation: 'Confirm new password' },
} as const;

type PasswordName = keyof typeof LABELS;

/**
 * A password being chosen (the form's `name` field), typed twice (`confirm_password`): the rule
 * under the first, and the browser told that it is new.
 */
export function NewPasswordFields<
  Name extends PasswordName,
  Values extends Record<Name | 'confirm_password', string>,
>({
  name,
  register,
  errors,
}: {
  name: Name & Path<Values>;
  register: UseFormRegister<Values>;
  errors: Partial<Record<Name | 'confirm_password', FieldError>>;
}) {
  const labels = LABELS[name];
  // react-hook-form cannot tell that `confirm_password` is a path of every form with one, so it is told.
  const confirmationPath = 'confirm_password' as Path<Values>;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        required
        hint={PASSWORD_RULE}
        error={errors[name]?.message}
        {...register(name)}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register(confirmationPath)}
      />
    </>
  );
}
