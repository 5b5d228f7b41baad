import { createHash, randomInt } from 'node:crypto';
import {
  checkText,
  Email,
  FullName,
  INVITATION_COLUMNS,
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_MAX_SENDS,
  INVITATION_RESEND_WAIT_MINUTES,
  INVITATION_VALID_DAYS,
  PAGE_SIZES,
  type CollegeInvitation,
  type InvitationActionResult,
  type InvitationImportReport,
  type InvitationPreview,
  type InvitationRowError,
  type InvitationSignUpBody,
  type InvitationStatus,
  type Paginated,
  type StudentInvitation,
} from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { AccessIdentity } from '../../lib/access-tokens.ts';
import { AppError, fieldRefusal, notFound } from '../../lib/app-error.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { readSpreadsheet, type SheetRow } from '../../lib/spreadsheet.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/templates.ts';
import { accountsRepository as accounts } from '../accounts/index.ts';
import { insertAuditEvent } from '../audit/index.ts';
import { createAuthService, type IssuedSession } from '../auth/index.ts';
import { countApprovedStudents, lockCollegePlan } from '../colleges/index.ts';
import { forgetStudentLists } from './admin-list-cache.ts';
import { callerCollege } from './college-service.ts';
import * as repository from './invitations-repository.ts';
import { findCollegeName, findStudentOfUser } from '../identity/index.ts';

type Column = (typeof INVITATION_COLUMNS)[number];
type InvitationSignUpInput = Required<Pick<InvitationSignUpBody, 'code' | 'full_name' | 'password'>> &
  Pick<InvitationSignUpBody, 'phone' | 'language'>;
type Preview = InvitationImportReport['preview'][number];
type Checked = { valid: (Preview & { studentId: number | null })[]; errors: InvitationRowError[] };

export const INVITATION_FILE_RULE =
  `Upload a .csv or .xlsx file whose first row names the columns ${INVITATION_COLUMNS.join(', ')} ` +
  `(roll_number may be empty), of at most 2 MB and ${INVITATION_IMPORT_MAX_ROWS} students.`;

const DAY_MS = 24 * 60 * 60 * 1000;
const ROLL_NUMBER_MAX = 50;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

const generateCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** The code is random enough (about 59 bits) that a plain SHA-256 is all the table keeps. */
export const hashInvitationCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** Shown as three groups of four, as the email writes it. */
const spaced = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

const INVITATION_NOT_FOUND = 'Invitation not found.';
const CODE_NOT_VALID =
  'This invitation code is not valid. Check it against the email, or ask your college to resend the invitation.';

/** Why an invitation can no longer be used, in words for the person holding it. */
function closedRefusal(status: string, collegeName: string): AppError {
  const values = { college: collegeName };
  if (status === 'accepted')
    return new AppError(
      'invitation_used',
      'This invitation was already used. Sign in with the account it created.',
    );
  if (status === 'declined')
    return new AppError(
      'invitation_declined',
      `This invitation was declined. Ask ${collegeName} to invite you again.`,
      { values },
    );
  return new AppError(
    'invitation_revoked',
    `${collegeName} withdrew this invitation. Ask the college if you should have one.`,
    { values },
  );
}

const expiredRefusal = (collegeName: string) =>
  new AppError(
    'invitation_expired',
    `This invitation has expired. Ask ${collegeName} to resend it: a new one is valid for ${INVITATION_VALID_DAYS} days.`,
    { values: { college: collegeName, days: INVITATION_VALID_DAYS } },
  );

function statusOf(row: { status: string; expiresAt: Date }, now: Date): InvitationStatus {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired';
  return row.status as InvitationStatus;
}

function toCollegeInvitation(row: repository.InvitationRow, now: Date): CollegeInvitation {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    roll_number: row.rollNumber,
    status: statusOf(row, now),
    existing_student: row.studentId !== null,
    expires_at: row.expiresAt.toISOString(),
    last_sent_at: row.lastSentAt.toISOString(),
    send_count: row.sendCount,
    responded_at: row.respondedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Not valid.';

/** Each row on its own: the name, the address and the roll number as the contract writes them. */
function checkRows(rows: SheetRow<Column>[]) {
  const errors: InvitationRowError[] = [];
  const valid: { row: number; name: string; email: string; roll_number: string | null }[] = [];
  const seenEmails = new Map<string, number>();
  const seenRolls = new Map<string, number>();
  for (const { row, cells } of rows) {
    const rowErrors: InvitationRowError[] = [];
    const add = (field: string, message: string) => rowErrors.push({ row, field, message });
    for (const column of INVITATION_COLUMNS) {
      const problem = checkText(cells[column]);
      if (problem) add(column, `Invalid ${column}: ${problem}`);
    }
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    const name = FullName.safeParse(cells.name);
    if (!name.success)
      add('name', cells.name.trim() === '' ? 'Enter the student’s name.' : firstIssue(name.error));
    const email = Email.safeParse(cells.email);
    if (!email.success) add('email', firstIssue(email.error));
    const roll = cells.roll_number.trim();
    if (roll.length > ROLL_NUMBER_MAX)
      add('roll_number', `A roll number is at most ${ROLL_NUMBER_MAX} characters.`);
    if (email.success) {
      const earlier = seenEmails.get(email.data);
      if (earlier !== undefined)
        add('email', `This address is also on row ${earlier}: invite each student once.`);
      else seenEmails.set(email.data, row);
    }
    if (roll !== '') {
      const earlier = seenRolls.get(roll);
      if (earlier !== undefined) add('roll_number', `Row ${earlier} has the same roll number.`);
      else seenRolls.set(roll, row);
    }
    if (rowErrors.length > 0 || !name.success || !email.success) errors.push(...rowErrors);
    else valid.push({ row, name: name.data, email: email.data, roll_number: roll === '' ? null : roll });
  }
  return { valid, errors };
}

/**
 * A college inviting students in bulk, and the invitations' other end (issue #14,
 * docs/colleges.md "Invitations"). A file is checked whole (dry run) and written whole or not at
 * all; a new address gets a code to sign up with, an existing student a join request. Either way
 * the student ends up linked to the college, approved, with the roll number the file gave, and
 * the plan's approved-student limit is counted at sending (open invitations included) and again
 * at joining. A college only ever reaches its own invitations (another's id answers 404), a
 * student only those sent to their account or address.
 */
export function createInvitationsService(ctx: AppContext) {
  const { db } = ctx.database;
  const auth = createAuthService(ctx);
  const expiryFrom = (at: Date) => new Date(at.getTime() + INVITATION_VALID_DAYS * DAY_MS);

  async function send(messages: MailMessage[]) {
    for (const message of messages) {
      try {
        await ctx.mailer.send(message);
      } catch (error) {
        // The invitation stands: the college sees it in its list and can resend it.
        ctx.log.error({ err: error, to: message.to }, 'sending mail failed');
      }
    }
  }

  function invitationMail(
    collegeName: string,
    to: { email: string; fullName: string; code: string; existing: boolean; language: 'en' | 'hi' | null },
  ): MailMessage {
    const notice = to.existing
      ? {
          kind: 'college_join_request' as const,
          name: to.fullName,
          collegeName,
          dashboardUrl: `${ctx.env.publicUrl}/StudentDashboard`,
          validDays: INVITATION_VALID_DAYS,
        }
      : {
          kind: 'college_invitation' as const,
          name: to.fullName,
          collegeName,
          code: spaced(to.code),
          signUpUrl: `${ctx.env.publicUrl}/StudentSignUp?invite=${to.code}`,
          validDays: INVITATION_VALID_DAYS,
        };
    return noticeMail(ctx.branding, { to: to.email, language: to.language, notice });
  }

  /** The rows that pass on their own, checked against the college's students and invitations. */
  async function checkAgainstCollege(collegeId: number, rows: SheetRow<Column>[]): Promise<Checked> {
    const own = checkRows(rows);
    const emails = own.valid.map((row) => row.email);
    const rolls = own.valid.flatMap((row) => (row.roll_number ? [row.roll_number] : []));
    const [found, pending, rollsInUse] = await Promise.all([
      repository.findAccountsByEmails(db, emails),
      repository.findPendingEmails(db, collegeId, emails),
      repository.findRollNumbersInUse(db, collegeId, rolls),
    ]);
    const accountOf = new Map(found.map((account) => [account.email, account]));
    const checked: Checked = { valid: [], errors: own.errors };
    for (const row of own.valid) {
      const errorsBefore = checked.errors.length;
      const add = (field: string, message: string) => checked.errors.push({ row: row.row, field, message });
      const account = accountOf.get(row.email);
      const existing = account?.emailVerifiedAt ? account : undefined;
      if (existing && existing.role !== 'student')
        add(
          'email',
          'This address belongs to a college or admin account, not a student: use another address.',
        );
      else if (existing?.collegeId === collegeId && existing.isApprovedByCollege)
        add('email', 'This student is already approved at your college.');
      if (pending.has(row.email))
        add('email', 'An invitation to this address is already waiting: resend it from the list instead.');
      if (row.roll_number && rollsInUse.has(row.roll_number))
        add('roll_number', 'Another student or waiting invitation of your college has this roll number.');
      if (checked.errors.length === errorsBefore) {
        const studentId = existing?.studentId ?? null;
        checked.valid.push({ ...row, kind: studentId === null ? 'new' : 'existing', studentId });
      }
    }
    checked.errors.sort((a, b) => a.row - b.row);
    return checked;
  }

  /**
   * The plan's approved-student limit, counting the college's open invitations: each may become
   * an approved student. 409 when `adding` more would pass it; nothing is sent.
   */
  async function refuseBeyondPlan(tx: Transaction, collegeId: number, adding: number) {
    const college = await lockCollegePlan(tx, collegeId);
    if (!college) throw notFound('college_not_found', 'College not found.');
    const limit = college.plan.maxApprovedStudents;
    if (limit === null) return;
    const [approved, open] = await Promise.all([
      countApprovedStudents(tx, collegeId),
      repository.countOpenInvitations(tx, collegeId, ctx.now()),
    ]);
    if (approved + open + adding <= limit) return;
    throw new AppError(
      'plan_student_limit',
      `Your plan (${college.plan.name}) allows ${limit} approved students: ${approved} are approved and ${open} invitations are waiting, so ${adding} more would pass it. Nothing was sent. Revoke waiting invitations, invite fewer students, or ask an admin for a larger plan from Your Plan.`,
      { values: { plan: college.plan.name, limit } },
    );
  }

  /** A student joining from the invitation: refused when the college's plan is full by now. */
  async function refuseFullCollege(tx: Transaction, collegeId: number, collegeName: string) {
    const college = await lockCollegePlan(tx, collegeId);
    if (!college) throw notFound('invitation_not_found', INVITATION_NOT_FOUND);
    const limit = college.plan.maxApprovedStudents;
    if (limit !== null && (await countApprovedStudents(tx, collegeId)) >= limit) {
      throw new AppError(
        'invitation_college_full',
        `${collegeName} has as many approved students as its plan allows. Ask the college to make room, then try again.`,
        { values: { college: collegeName } },
      );
    }
  }

  /** Links the student to the college, approved, and closes the invitation as accepted. */
  async function join(
    tx: Transaction,
    invitation: { id: number; collegeId: number; rollNumber: string | null; collegeName: string | null },
    student: { id: number; userId: number; isApprovedThere: boolean },
  ) {
    const collegeName = invitation.collegeName ?? '';
    const at = ctx.now();
    if (!student.isApprovedThere) await refuseFullCollege(tx, invitation.collegeId, collegeName);
    if (
      invitation.rollNumber !== null &&
      (await repository.isRollNumberHeld(tx, invitation.collegeId, invitation.rollNumber, student.id))
    ) {
      throw new AppError(
        'invitation_roll_number_taken',
        `Another student of ${collegeName} has the roll number of this invitation. Ask the college to invite you again.`,
        { values: { college: collegeName } },
      );
    }
    await repository.joinCollege(tx, student.id, {
      collegeId: invitation.collegeId,
      rollNumber: invitation.rollNumber,
      at,
    });
    await repository.closeInvitation(tx, invitation.id, { status: 'accepted', at, studentId: student.id });
    await insertAuditEvent(tx, {
      actorUserId: student.userId,
      action: 'student.college_invitation_accept',
      targetType: 'student',
      targetId: student.id,
    });
  }

  /** The invitation a code opens, for a sign-up: 400 for an unknown code, 409 for one no longer usable. */
  function requireUsable(
    invitation: Awaited<ReturnType<typeof repository.findByCodeHash>>,
  ): NonNullable<typeof invitation> & { collegeName: string } {
    if (!invitation || invitation.collegeDeletedAt !== null) {
      throw fieldRefusal('invitation_code_invalid', 'code', CODE_NOT_VALID);
    }
    const collegeName = invitation.collegeName ?? '';
    if (invitation.status !== 'pending') throw closedRefusal(invitation.status, collegeName);
    if (invitation.expiresAt <= ctx.now()) throw expiredRefusal(collegeName);
    if (invitation.studentId !== null) {
      throw new AppError(
        'invitation_account_exists',
        'This address already has a student account: sign in and accept the invitation on your dashboard.',
      );
    }
    return { ...invitation, collegeName };
  }

  async function studentOf(caller: AccessIdentity) {
    const student = caller.role === 'student' ? await findStudentOfUser(db, caller.userId) : undefined;
    if (!student) throw new AppError('students_only', 'Only a student has join requests.');
    return { studentId: student.id, email: student.email };
  }

  return {
    /** Checks an invitation file (dry run) or sends its invitations, all or none. */
    async importFile(
      caller: AccessIdentity,
      bytes: Buffer,
      dryRun: boolean,
    ): Promise<InvitationImportReport> {
      const collegeId = await callerCollege(db, caller);
      const rows = await readSpreadsheet(bytes, INVITATION_COLUMNS, {
        maxRows: INVITATION_IMPORT_MAX_ROWS,
        rule: INVITATION_FILE_RULE,
      });
      const checked = await checkAgainstCollege(collegeId, rows);
      const report = (invited: number): InvitationImportReport => ({
        dry_run: dryRun,
        total_rows: rows.length,
        valid_rows: checked.valid.length,
        invited,
        errors: checked.errors,
        preview: checked.valid.map(({ studentId: _studentId, ...row }) => row),
      });
      if (checked.errors.length === 0) {
        // The limit is told on a dry run too, before anyone presses Send.
        await db.transaction((tx) => refuseBeyondPlan(tx, collegeId, checked.valid.length));
      }
      if (dryRun) return report(0);
      if (checked.errors.length > 0) {
        const badRows = new Set(checked.errors.map((error) => error.row)).size;
        const keyed: Record<string, string[]> = {};
        for (const error of checked.errors)
          (keyed[`row ${error.row}: ${error.field}`] ??= []).push(error.message);
        throw new AppError(
          'invitation_rows_invalid',
          `Nothing was sent: ${badRows} of ${rows.length} ${rows.length === 1 ? 'row has' : 'rows have'} errors. Fix ${badRows === 1 ? 'it' : 'them'} and upload the file again, or check it first.`,
          { errors: keyed },
        );
      }
      const sending = checked.valid.map((row) => ({ ...row, code: generateCode() }));
      const at = ctx.now();
      await db.transaction(async (tx) => {
        await refuseBeyondPlan(tx, collegeId, checked.valid.length);
        // Checked again under the college's lock: another upload may have invited them meanwhile.
        const pending = await repository.findPendingEmails(
          tx,
          collegeId,
          checked.valid.map((row) => row.email),
        );
        if (pending.size > 0) {
          throw new AppError(
            'invitation_sent_meanwhile',
            `Invitations to ${[...pending].join(', ')} were sent meanwhile. Nothing was sent: check the file again.`,
            { values: { emails: [...pending].join(', ') } },
          );
        }
        await repository.insertInvitations(
          tx,
          collegeId,
          caller.userId,
          sending.map((row) => ({
            email: row.email,
            fullName: row.name,
            rollNumber: row.roll_number,
            studentId: row.studentId,
            codeHash: hashInvitationCode(row.code),
          })),
          at,
          expiryFrom(at),
        );
        for (const row of checked.valid) {
          if (row.studentId === null) continue;
          await insertAuditEvent(tx, {
            actorUserId: caller.userId,
            action: 'student.college_invite',
            targetType: 'student',
            targetId: row.studentId,
          });
        }
      });
      const collegeName = (await findCollegeName(db, collegeId)) ?? '';
      const languages = new Map(
        (
          await repository.findAccountsByEmails(
            db,
            checked.valid.map((row) => row.email),
          )
        ).map((account) => [account.email, account.emailVerifiedAt ? account.language : null]),
      );
      await send(
        sending.map((row) =>
          invitationMail(collegeName, {
            email: row.email,
            fullName: row.name,
            code: row.code,
            existing: row.studentId !== null,
            language: languages.get(row.email) ?? null,
          }),
        ),
      );
      return report(checked.valid.length);
    },

    async list(
      caller: AccessIdentity,
      query: {
        page: number;
        page_size?: number | undefined;
        status?: InvitationStatus | undefined;
        search?: string | undefined;
      },
    ): Promise<Paginated<CollegeInvitation>> {
      const collegeId = await callerCollege(db, caller);
      const now = ctx.now();
      const request = { page: query.page, pageSize: query.page_size ?? PAGE_SIZES.adminListLarge };
      const { rows, total } = await repository.listInvitations(
        db,
        collegeId,
        { status: query.status, search: query.search || undefined, now },
        { limit: request.pageSize, offset: pageOffset(request) },
      );
      return toPage(
        rows.map((row) => toCollegeInvitation(row, now)),
        total,
        request,
      );
    },

    /**
     * Sends a waiting (or expired) invitation again: a new code, 14 days from now. At most
     * INVITATION_MAX_SENDS sends, INVITATION_RESEND_WAIT_MINUTES apart (429 otherwise).
     */
    async resend(caller: AccessIdentity, id: number): Promise<InvitationActionResult> {
      const collegeId = await callerCollege(db, caller);
      const code = generateCode();
      const invitation = await db.transaction(async (tx) => {
        const row = await repository.lockCollegeInvitation(tx, collegeId, id);
        if (!row) throw notFound('invitation_not_found', INVITATION_NOT_FOUND);
        if (row.status !== 'pending')
          throw new AppError(
            'invitation_not_waiting',
            `This invitation was ${row.status}: only a waiting invitation is resent.`,
          );
        const at = ctx.now();
        if (row.sendCount >= INVITATION_MAX_SENDS) {
          throw new AppError(
            'invitation_send_limit',
            `This invitation was sent ${row.sendCount} times already, the most it is sent. Check the address with the student.`,
            { values: { count: row.sendCount } },
          );
        }
        const waitMs = row.lastSentAt.getTime() + INVITATION_RESEND_WAIT_MINUTES * 60_000 - at.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError(
            'invitation_resend_wait',
            `This invitation was sent less than ${INVITATION_RESEND_WAIT_MINUTES} minutes ago. Resend it in ${Math.ceil(seconds / 60)} minutes if it still has not arrived.`,
            { retryAfterSeconds: seconds, values: { minutes: Math.ceil(seconds / 60) } },
          );
        }
        await repository.renewInvitation(tx, row.id, {
          codeHash: hashInvitationCode(code),
          at,
          expiresAt: expiryFrom(at),
        });
        return row;
      });
      const account = await accounts.findAccountByEmail(db, invitation.email);
      await send([
        invitationMail((await findCollegeName(db, collegeId)) ?? '', {
          email: invitation.email,
          fullName: invitation.fullName,
          code,
          existing: invitation.studentId !== null,
          language: account?.emailVerifiedAt ? account.language : null,
        }),
      ]);
      return { detail: `Invitation sent again to ${invitation.email}.`, id: invitation.id };
    },

    /** Withdraws a waiting invitation: its code stops working and it no longer counts against the plan. */
    async revoke(caller: AccessIdentity, id: number): Promise<InvitationActionResult> {
      const collegeId = await callerCollege(db, caller);
      const email = await db.transaction(async (tx) => {
        const row = await repository.lockCollegeInvitation(tx, collegeId, id);
        if (!row) throw notFound('invitation_not_found', INVITATION_NOT_FOUND);
        if (row.status !== 'pending')
          throw new AppError(
            'invitation_not_waiting',
            `This invitation was ${row.status}: there is nothing to revoke.`,
          );
        await repository.closeInvitation(tx, row.id, { status: 'revoked', at: ctx.now() });
        if (row.studentId !== null) {
          await insertAuditEvent(tx, {
            actorUserId: caller.userId,
            action: 'student.college_invitation_revoke',
            targetType: 'student',
            targetId: row.studentId,
          });
        }
        return row.email;
      });
      return { detail: `The invitation to ${email} was revoked.`, id };
    },

    /** What the sign-up page shows for a code: the college, the address and the name it was sent with. */
    async preview(code: string): Promise<InvitationPreview> {
      const invitation = requireUsable(await repository.findByCodeHash(db, hashInvitationCode(code)));
      return {
        college_name: invitation.collegeName,
        email: invitation.email,
        full_name: invitation.fullName,
        roll_number: invitation.rollNumber,
        expires_at: invitation.expiresAt.toISOString(),
      };
    },

    /**
     * Creates the student's account from the invitation: the invitation's address (verified: the
     * code was mailed there), linked to the college, approved, with the roll number; signs them in.
     */
    async signUp(body: InvitationSignUpInput): Promise<IssuedSession & { detail: string }> {
      const passwordHash = await hashPassword(body.password);
      const language = body.language ?? null;
      const account = await db.transaction(async (tx) => {
        const invitation = requireUsable(
          await repository.findByCodeHash(tx, hashInvitationCode(body.code), true),
        );
        const existing = await accounts.findAccountByEmail(tx, invitation.email);
        if (existing?.emailVerifiedAt) {
          throw new AppError(
            'invitation_account_exists',
            'An account with this email already exists. Sign in: the invitation waits on your dashboard.',
          );
        }
        // An unverified sign-up was never usable: the invitation replaces it.
        if (existing) await accounts.deleteUser(tx, existing.id);
        const at = ctx.now();
        const userId = await accounts.insertUser(tx, {
          email: invitation.email,
          passwordHash,
          role: 'student',
          fullName: body.full_name,
          language,
          emailVerifiedAt: at,
        });
        const studentId = await accounts.insertStudent(tx, userId, { phone: body.phone ?? null });
        await join(tx, invitation, { id: studentId, userId, isApprovedThere: false });
        return {
          id: userId,
          email: invitation.email,
          role: 'student' as const,
          fullName: body.full_name,
          language,
          collegeName: invitation.collegeName,
        };
      });
      forgetStudentLists(ctx);
      const session = await auth.startSession(account);
      return { ...session, detail: `Welcome! You are now a student of ${account.collegeName}.` };
    },

    /** The join requests waiting for the signed-in student. */
    async forStudent(caller: AccessIdentity): Promise<StudentInvitation[]> {
      const student = await studentOf(caller);
      const rows = await repository.listOpenForStudent(db, student, ctx.now());
      return rows.map((row) => ({
        id: row.id,
        college: row.collegeId,
        college_name: row.collegeName ?? '',
        roll_number: row.rollNumber,
        invited_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      }));
    },

    /**
     * Accepts a join request: the student is linked to the college, approved. A request waiting at
     * another college is replaced; a student approved at another college is refused (409) until
     * that college unlinks them (docs/colleges.md).
     */
    async accept(caller: AccessIdentity, id: number): Promise<InvitationActionResult> {
      const student = await studentOf(caller);
      const collegeName = await db.transaction(async (tx) => {
        const self = await findStudentOfUser(tx, caller.userId, { lock: true });
        const invitation = await repository.lockStudentInvitation(tx, student, id);
        if (!self || !invitation || invitation.collegeDeletedAt !== null)
          throw notFound('invitation_not_found', INVITATION_NOT_FOUND);
        const name = invitation.collegeName ?? '';
        if (invitation.status !== 'pending') throw closedRefusal(invitation.status, name);
        if (invitation.expiresAt <= ctx.now()) throw expiredRefusal(name);
        if (self.isApprovedByCollege && self.collegeId !== null && self.collegeId !== invitation.collegeId) {
          throw new AppError(
            'approved_elsewhere',
            `You are an approved student of another college. Ask it to unlink you before joining ${name}, or decline this invitation.`,
            { values: { college: name } },
          );
        }
        await join(tx, invitation, {
          id: self.id,
          userId: caller.userId,
          isApprovedThere: self.isApprovedByCollege && self.collegeId === invitation.collegeId,
        });
        return name;
      });
      forgetStudentLists(ctx);
      return { detail: `You joined ${collegeName}. Its exams are open to you.`, id };
    },

    async decline(caller: AccessIdentity, id: number): Promise<InvitationActionResult> {
      const student = await studentOf(caller);
      const collegeName = await db.transaction(async (tx) => {
        const invitation = await repository.lockStudentInvitation(tx, student, id);
        if (!invitation) throw notFound('invitation_not_found', INVITATION_NOT_FOUND);
        const name = invitation.collegeName ?? '';
        if (invitation.status !== 'pending') throw closedRefusal(invitation.status, name);
        await repository.closeInvitation(tx, invitation.id, {
          status: 'declined',
          at: ctx.now(),
          studentId: student.studentId,
        });
        return name;
      });
      return { detail: `You declined the invitation of ${collegeName}.`, id };
    },
  };
}
