import { z } from 'zod';
import { FullName, LanguageChoice, Phone } from './accounts.ts';
import { Language } from './languages.ts';
import { RecordId } from './common.ts';

export const StudentProfile = z
  .object({
    id: z.number().int(),
    user: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    college: z.number().int().nullable(),
    college_or_university: z.string().nullable(),
    is_approved_by_college: z.boolean(),
    is_suspended: z.boolean(),
    phone: z.string().nullable(),
    headline: z.string().nullable(),
    biography: z.string().nullable(),
    photo: z.string().nullable(),
    /** The language the person chose; null until they choose (decision 017). */
    language: Language.nullable(),
    date_joined: z.iso.datetime(),
  })
  .meta({ id: 'StudentProfile' });
export type StudentProfile = z.infer<typeof StudentProfile>;

export const StudentProfileUpdate = z.strictObject({
  full_name: FullName.optional(),
  phone: Phone.nullable().optional(),
  headline: z.string().trim().max(150, 'Headline must be at most 150 characters.').nullable().optional(),
  biography: z.string().trim().max(2000, 'Biography must be at most 2000 characters.').nullable().optional(),
  /** Moving to another college (or to none) starts a new approval by that college. */
  college_id: RecordId.nullable().optional(),
  language: LanguageChoice.optional(),
});
export type StudentProfileUpdate = z.input<typeof StudentProfileUpdate>;

/** Suspending a student (spec §4): the reason is kept and shown to admins. */
export const SuspendStudentBody = z.strictObject({
  reason: z
    .string('Give the reason for the suspension.')
    .trim()
    .min(1, 'Give the reason for the suspension.')
    .max(500, 'The reason must be at most 500 characters.'),
});
export type SuspendStudentBody = z.input<typeof SuspendStudentBody>;

/** A student's standing after a suspension or its lifting. */
export const StudentSuspension = z
  .object({
    id: z.number().int(),
    is_suspended: z.boolean(),
    suspension_reason: z.string().nullable(),
    suspended_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'StudentSuspension' });
export type StudentSuspension = z.infer<typeof StudentSuspension>;
