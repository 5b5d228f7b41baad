import {
  ChangeEmailBody,
  ChangePasswordBody,
  CollegeRegisterBody,
  ResetPasswordBody,
  StudentRegisterBody,
} from '@vidya/contract';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// Written when the form is checked, so they come in the language active then.
const passwordsDiffer = () => t`The two passwords do not match.`;

const Confirmation = z.string().min(1, { error: () => t`Type the password again to confirm it.` });

/** Each form checks what the server checks (the contract's schema), plus the typed-twice password. */
export const StudentSignUpForm = StudentRegisterBody.extend({ confirm_password: Confirmation }).refine(
  (values) => values.password === values.confirm_password,
  { error: passwordsDiffer, path: ['confirm_password'] },
);

export const CollegeSignUpForm = CollegeRegisterBody.extend({ confirm_password: Confirmation }).refine(
  (values) => values.password === values.confirm_password,
  { error: passwordsDiffer, path: ['confirm_password'] },
);

export const ResetPasswordForm = ResetPasswordBody.extend({ confirm_password: Confirmation }).refine(
  (values) => values.new_password === values.confirm_password,
  { error: passwordsDiffer, path: ['confirm_password'] },
);

export const ChangePasswordForm = ChangePasswordBody.extend({ confirm_password: Confirmation }).refine(
  (values) => values.new_password === values.confirm_password,
  { error: passwordsDiffer, path: ['confirm_password'] },
);

const [ChangeEmailWithPassword, ChangeEmailWithCode] = ChangeEmailBody.options;
export const RequestEmailChangeForm = ChangeEmailWithPassword;
export const ConfirmEmailChangeForm = ChangeEmailWithCode;

/** An optional text input left empty means "not given", which the contract writes as absent. */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
