import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/text-field';

/** The account's password as it is now, asked for before a change to the account. */
export function CurrentPasswordField({
  error,
  ...registration
}: UseFormRegisterReturn & { error: string | undefined }) {
  const { t } = useLingui();
  return (
    <PasswordField
      label={t`Current password`}
      autoComplete="current-password"
      required
      error={error}
      {...registration}
    />
  );
}
