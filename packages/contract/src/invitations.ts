import { z } from 'zod';
import { FullName, LanguageChoice, NewPassword, Phone } from './accounts.ts';
import { PaginationQuery } from './common.ts';

/**
 * A college inviting students in bulk (issue #14, docs/colleges.md "Invitations"): it uploads a
 * CSV or XLSX of name, email and roll number, checks it (dry run), then sends. A new address gets
 * an emailed code to sign up with; an existing student gets a join request to accept or decline.
 */

/** The columns of an invitation file, in the template's order. */
export const INVITATION_COLUMNS = ['name', 'email', 'roll_number'] as const;
export type InvitationColumn = (typeof INVITATION_COLUMNS)[number];
/** Most students one file invites. */
export const INVITATION_IMPORT_MAX_ROWS = 1000;
export const INVITATION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Days an invitation can be used after it was (re)sent. */
export const INVITATION_VALID_DAYS = 14;
/** Most times one invitation is sent (the first time included). */
export const INVITATION_MAX_SENDS = 5;
/** Minutes between two sends of one invitation. */
export const INVITATION_RESEND_WAIT_MINUTES = 10;

/** `expired` is a pending invitation whose 14 days have passed: it is never stored as such. */
export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'declined', 'revoked'] as const;
export const InvitationStatus = z.enum(
  INVITATION_STATUSES,
  "status must be one of 'pending', 'expired', 'accepted', 'declined' or 'revoked'.",
);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const InvitationImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});

/** One problem in one row of the file; row 1 is the header. */
export const InvitationRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type InvitationRowError = z.infer<typeof InvitationRowError>;

/** What an invitation file holds: each valid row, and whether it is a new address or a student already. */
export const InvitationImportReport = z
  .object({
    dry_run: z.boolean(),
    total_rows: z.number().int(),
    valid_rows: z.number().int(),
    /** Invitations written: 0 on a dry run. */
    invited: z.number().int(),
    errors: z.array(InvitationRowError),
    preview: z.array(
      z.object({
        row: z.number().int(),
        name: z.string(),
        email: z.string(),
        roll_number: z.string().nullable(),
        /** `new`: an email with a sign-up code; `existing`: a join request to a student. */
        kind: z.enum(['new', 'existing']),
      }),
    ),
  })
  .meta({ id: 'InvitationImportReport' });
export type InvitationImportReport = z.infer<typeof InvitationImportReport>;

/** One invitation as its college sees it. */
export const CollegeInvitation = z
  .object({
    id: z.number().int(),
    email: z.string(),
    full_name: z.string(),
    roll_number: z.string().nullable(),
    status: InvitationStatus,
    /** The address already had a student account: they got a join request, not a sign-up code. */
    existing_student: z.boolean(),
    expires_at: z.iso.datetime(),
    last_sent_at: z.iso.datetime(),
    send_count: z.number().int(),
    responded_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'CollegeInvitation' });
export type CollegeInvitation = z.infer<typeof CollegeInvitation>;

export const InvitationListQuery = PaginationQuery.extend({
  status: InvitationStatus.optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
});
export type InvitationListQuery = z.input<typeof InvitationListQuery>;

export const InvitationActionResult = z.object({ detail: z.string(), id: z.number().int() });
export type InvitationActionResult = z.infer<typeof InvitationActionResult>;

/** A join request waiting for a student who already has an account. */
export const StudentInvitation = z
  .object({
    id: z.number().int(),
    college: z.number().int(),
    college_name: z.string(),
    roll_number: z.string().nullable(),
    invited_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'StudentInvitation' });
export type StudentInvitation = z.infer<typeof StudentInvitation>;

/** The code from the invitation email: letters and digits, spaces and dashes ignored. */
export const InvitationCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z.string().regex(/^[A-Z0-9]{12}$/, 'The invitation code is the 12 letters and digits from the email.'),
  );

export const InvitationCodeQuery = z.object({ code: InvitationCode });

/** What the sign-up page shows before the student types a password. */
export const InvitationPreview = z
  .object({
    college_name: z.string(),
    email: z.string(),
    full_name: z.string(),
    roll_number: z.string().nullable(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/**
 * Signing up through an invitation: the account's email is the invitation's (the code was sent
 * there, so it is verified at once), the student is linked to the college and approved.
 */
export const InvitationSignUpBody = z.strictObject({
  code: InvitationCode,
  full_name: FullName,
  password: NewPassword,
  phone: Phone.optional(),
  language: LanguageChoice.optional(),
});
export type InvitationSignUpBody = z.input<typeof InvitationSignUpBody>;
