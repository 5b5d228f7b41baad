import { z } from 'zod';
import { SessionUser } from './auth.ts';
import { Email, RecordId } from './common.ts';
import { LANGUAGES } from './languages.ts';
import { webAddress } from './web-address.ts';

export const PASSWORD_RULE =
  'Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a symbol.';

/**
 * What a password that breaks the rule still needs, one thing at a time and in this order. The rule
 * itself is shown once, beside the field; the error says what to change (issue #17).
 */
export const PASSWORD_SHORTFALLS = [
  { message: 'Use at least 8 characters.', isMet: (value: string) => value.length >= 8 },
  { message: 'Add an uppercase letter (A–Z).', isMet: (value: string) => /[A-Z]/.test(value) },
  { message: 'Add a lowercase letter (a–z).', isMet: (value: string) => /[a-z]/.test(value) },
  { message: 'Add a number (0–9).', isMet: (value: string) => /\d/.test(value) },
  { message: 'Add a symbol, such as ! or #.', isMet: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

/** One rule for every new password, checked the same way in the browser and on the server. */
export const NewPassword = z
  .string()
  .max(128, 'Password must be at most 128 characters.')
  .superRefine((value, context) => {
    const shortfall = PASSWORD_SHORTFALLS.find(({ isMet }) => !isMet(value));
    if (shortfall !== undefined) context.addIssue({ code: 'custom', message: shortfall.message });
  });

const CurrentPassword = z.string().min(1, 'Enter your current password.').max(256);

export const FullName = z
  .string()
  .trim()
  .min(2, 'Enter your full name.')
  .max(150, 'Name must be at most 150 characters.');

export const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Enter a valid phone number, e.g. +91 98200 11223.');

export const OtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is the 6 digits from the email.');

export const LANGUAGE_RULE = 'Choose en (English) or hi (Hindi).';

/** A language a person chooses (decision 017): sent when signing up, from a profile or the switch. */
export const LanguageChoice = z
  .enum(LANGUAGES, LANGUAGE_RULE)
  .meta({ description: 'en (English) or hi (Hindi)' });

/** `PUT /api/auth/language/`: the signed-in user's choice, kept with their account. */
export const LanguageBody = z.strictObject({ language: LanguageChoice });
export type LanguageBody = z.input<typeof LanguageBody>;

export const LanguageResponse = z.object({ language: LanguageChoice });
export type LanguageResponse = z.infer<typeof LanguageResponse>;

export const StudentRegisterBody = z.strictObject({
  full_name: FullName,
  email: Email,
  password: NewPassword,
  phone: Phone.optional(),
  /** The approved college the student belongs to; absent for a platform student. */
  college_id: RecordId.optional(),
  /** The language the person was using: the sign-up code goes out in it, and it is kept. */
  language: LanguageChoice.optional(),
});
export type StudentRegisterBody = z.input<typeof StudentRegisterBody>;

export const CollegeRegisterBody = z.strictObject({
  college_name: z.string().trim().min(3, 'Enter the college name.').max(200),
  contact_person: FullName,
  email: Email,
  password: NewPassword,
  phone: Phone,
  address: z.string().trim().max(500).optional(),
  city: z.string().trim().min(2, 'Enter the city.').max(100),
  state: z.string().trim().min(2, 'Enter the state.').max(100),
  website: webAddress({ maxLength: 300 }).optional(),
  /** The language the person was using: the sign-up code goes out in it, and it is kept. */
  language: LanguageChoice.optional(),
});
export type CollegeRegisterBody = z.input<typeof CollegeRegisterBody>;

export const RegisterResponse = z.object({ detail: z.string(), email: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const VerifyOtpBody = z.strictObject({ email: Email, otp: OtpCode });
export type VerifyOtpBody = z.input<typeof VerifyOtpBody>;

export const EmailBody = z.strictObject({ email: Email });
export type EmailBody = z.input<typeof EmailBody>;

export const ResetPasswordBody = z.strictObject({ email: Email, otp: OtpCode, new_password: NewPassword });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangePasswordBody = z.strictObject({
  current_password: CurrentPassword,
  new_password: NewPassword,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** Step one sends a code to the new address; step two, with that code, makes the change. */
export const ChangeEmailBody = z.union([
  z.strictObject({ new_email: Email, current_password: CurrentPassword }),
  z.strictObject({ new_email: Email, otp: OtpCode }),
]);
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>;

export const DeleteAccountBody = z.strictObject({ current_password: CurrentPassword });
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

export const VerifyOtpResponse = z.object({
  detail: z.string(),
  /** Present when verification also signs the person in (students; colleges wait for approval). */
  access: z.string().optional(),
  user: SessionUser.optional(),
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

export const ChangePasswordResponse = z.object({ detail: z.string(), access: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

export const ChangeEmailResponse = z.object({ detail: z.string(), email: z.string().optional() });
export type ChangeEmailResponse = z.infer<typeof ChangeEmailResponse>;
