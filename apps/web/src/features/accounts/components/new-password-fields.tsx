import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_RULE } from '@vidya/contract';
import type { FieldError, Path, UseFormRegister } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/text-field';
import { useFixedText } from '../../../lib/i18n/fixed-texts';

/** A sign-up's first password is its `password`; a password that replaces one is a `new_password`. */
const LABELS = {
  password: { password: msg`Password`, confirmation: msg`Confirm password` },
  new_password: { password: msg`New password`, confirmation: msg`Confirm new password` },
} as const satisfies Record<string, { password: MessageDescriptor; confirmation: MessageDescriptor }>;

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
  const { t } = useLingui();
  const fixed = useFixedText();
  const labels = LABELS[name];
  // react-hook-form cannot tell that `confirm_password` is a path of every form with one, so it is told.
  const confirmationPath = 'confirm_password' as Path<Values>;
  return (
    <>
      <PasswordField
        label={t(labels.password)}
        autoComplete="new-password"
        required
        hint={fixed(PASSWORD_RULE)}
        error={errors[name]?.message}
        {...register(name)}
      />
      <PasswordField
        label={t(labels.confirmation)}
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register(confirmationPath)}
      />
    </>
  );
}
