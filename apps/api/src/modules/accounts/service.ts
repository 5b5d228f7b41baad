import { NewPassword, PASSWORD_RULE } from '@vidya/contract';
import type { ChangeEmailBody, CollegeRegisterBody, StudentRegisterBody } from '@vidya/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldRefusal } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/templates.ts';
import { authRepository, createAuthService, type IssuedSession } from '../auth/index.ts';
import { createCodeService } from './codes.ts';
import { collegesRepository as colleges, createCollegesService } from '../colleges/index.ts';
import { forgetStudentLists } from '../students/index.ts';
import * as repository from './repository.ts';

export type AccountRole = 'student' | 'college';

type StudentRegistration = z.output<typeof StudentRegisterBody>;
type CollegeRegistration = z.output<typeof CollegeRegisterBody>;
type EmailChange = z.output<typeof ChangeEmailBody>;

export const ACCOUNT_MESSAGES = {
  registered: (email: string) =>
    `Account created. We sent a 6-digit code to ${email}: enter it to verify your email.`,
  duplicateEmail:
    'An account with this email already exists. Sign in, or reset your password if you forgot it.',
  alreadyVerified: 'This email is already verified. You can sign in.',
  studentVerified: 'Email verified. Welcome aboard!',
  collegeVerified:
    'Email verified. Your college is now waiting for approval by our team; we will email you as soon as it is approved.',
  resent: 'If an account is waiting for verification with this email, we sent it a new code.',
  resetRequested: 'If an account exists for this email, we sent it a code to reset the password.',
  passwordReset: 'Your password has been reset. You can now sign in with the new password.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Choose a new password that is different from the current one.',
  emailCodeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it to confirm the change.`,
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  sameEmail: 'That is already your email address.',
  emailTaken: 'This email is already used by another account.',
  deleted: 'Your account has been deleted.',
  unknownCollege: 'Choose your college from the list of approved colleges, or leave it empty.',
} as const;

/**
 * Sign-up, email verification, password recovery and the security settings of students and
 * colleges. Emails go out after the transaction commits; a mail failure is logged and never
 * undoes what the person did (they can ask for a new code).
 */
export function createAccountsService(ctx: AppContext) {
  const db: Database = ctx.database.db;
  const codes = createCodeService(ctx);
  const auth = createAuthService(ctx);

  const sendAfterCommit = async (message: MailMessage | undefined) => {
    if (!message) return;
    try {
      await ctx.mailer.send(message);
    } catch (error) {
      ctx.log.error({ err: error, to: message.to }, 'sending mail failed');
    }
  };

  async function requireOwnAccount(userId: number) {
    const account = await repository.findAccountById(db, userId);
    if (!account) throw new AppError('account_gone', 'Your account no longer exists.');
    return account;
  }

  async function checkCurrentPassword(passwordHash: string, password: string) {
    if (!(await verifyPassword(password, passwordHash))) {
      throw fieldRefusal('wrong_current_password', 'current_password', ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
  }

  return {
    async register(
      role: AccountRole,
      body: StudentRegistration | CollegeRegistration,
    ): Promise<{ detail: string; email: string }> {
      await codes.refuseIfSendThrottled('verify_email', body.email);
      const passwordHash = await hashPassword(body.password);
      // The language the person signed up in: their code email is written in it, and it is kept.
      const language = body.language ?? null;
      const mail = await db.transaction(async (tx) => {
        const existing = await repository.findAccountByEmail(tx, body.email);
        if (existing?.emailVerifiedAt)
          throw fieldRefusal('email_taken', 'email', ACCOUNT_MESSAGES.duplicateEmail);
        // An unverified sign-up was never usable: starting again replaces it.
        if (existing) await repository.deleteUser(tx, existing.id);

        if (role === 'student') {
          const student = body as StudentRegistration;
          if (student.college_id && !(await colleges.isApprovedCollege(tx, student.college_id))) {
            throw fieldRefusal('college_not_approved', 'college_id', ACCOUNT_MESSAGES.unknownCollege);
          }
          const userId = await repository.insertUser(tx, {
            email: student.email,
            passwordHash,
            role,
            fullName: student.full_name,
            language,
          });
          await repository.insertStudent(tx, userId, {
            collegeId: student.college_id ?? null,
            phone: student.phone ?? null,
          });
          return codes.issue(
            tx,
            { id: userId, email: student.email, fullName: student.full_name, language },
            'verify_email',
          );
        }
        const college = body as CollegeRegistration;
        const userId = await repository.insertUser(tx, {
          email: college.email,
          passwordHash,
          role,
          fullName: college.contact_person,
          language,
        });
        await repository.insertCollege(tx, userId, {
          collegeName: college.college_name,
          contactPerson: college.contact_person,
          phone: college.phone,
          address: college.address ?? null,
          city: college.city,
          state: college.state,
          website: college.website ?? null,
        });
        return codes.issue(
          tx,
          { id: userId, email: college.email, fullName: college.contact_person, language },
          'verify_email',
        );
      });
      if (role === 'student') forgetStudentLists(ctx);
      await sendAfterCommit(mail);
      return { detail: ACCOUNT_MESSAGES.registered(body.email), email: body.email };
    },

    /** Verifies the email; a student is signed in at once, a college waits for approval. */
    async verifyEmail(
      role: AccountRole,
      email: string,
      otp: string,
    ): Promise<{ detail: string; session?: IssuedSession }> {
      const account = await repository.findAccountByEmail(db, email);
      if (!account || account.role !== role) {
        throw fieldRefusal(
          'code_missing',
          'otp',
          'No code is waiting for this email. Check the address, or sign up again.',
        );
      }
      if (account.emailVerifiedAt)
        throw new AppError('email_already_verified', ACCOUNT_MESSAGES.alreadyVerified);
      await codes.consume(db, account.id, 'verify_email', otp);
      await repository.markEmailVerified(db, account.id, ctx.now());
      if (role === 'college') return { detail: ACCOUNT_MESSAGES.collegeVerified };
      return { detail: ACCOUNT_MESSAGES.studentVerified, session: await auth.startSession(account) };
    },

    async resendVerification(role: AccountRole, email: string): Promise<{ detail: string }> {
      await codes.refuseIfSendThrottled('verify_email', email);
      const account = await repository.findAccountByEmail(db, email);
      if (account && account.role === role && !account.emailVerifiedAt) {
        await sendAfterCommit(await codes.issue(db, account, 'verify_email'));
      }
      return { detail: ACCOUNT_MESSAGES.resent };
    },

    /** Same answer whether or not the email has an account, so it reveals nothing. */
    async requestPasswordReset(role: AccountRole, email: string): Promise<{ detail: string }> {
      await codes.refuseIfSendThrottled('reset_password', email);
      const account = await repository.findAccountByEmail(db, email);
      if (account && account.role === role && account.emailVerifiedAt && account.isActive) {
        await sendAfterCommit(await codes.issue(db, account, 'reset_password'));
      }
      return { detail: ACCOUNT_MESSAGES.resetRequested };
    },

    /** Sets the new password and signs every device out. */
    async resetPassword(role: AccountRole, email: string, otp: string, newPassword: string) {
      const account = await repository.findAccountByEmail(db, email);
      if (!account || account.role !== role || !account.emailVerifiedAt) {
        throw fieldRefusal(
          'code_for_other_email',
          'otp',
          'This code is not valid for this email. Ask for a new code.',
        );
      }
      await codes.consume(db, account.id, 'reset_password', otp);
      const passwordHash = await hashPassword(newPassword);
      await auth.endAllSessions(account.id, (tx) => repository.setPasswordHash(tx, account.id, passwordHash));
      await ctx.attempts.reset(`login:${account.email}`);
      await sendAfterCommit(
        noticeMail(ctx.branding, {
          to: account.email,
          language: account.language,
          notice: { kind: 'password_reset', name: account.fullName },
        }),
      );
      return { detail: ACCOUNT_MESSAGES.passwordReset };
    },

    /** Needs the current password; signs other devices out and starts a fresh session here. */
    async changePassword(userId: number, currentPassword: string, newPassword: string) {
      const account = await requireOwnAccount(userId);
      await checkCurrentPassword(account.passwordHash, currentPassword);
      if (currentPassword === newPassword)
        throw fieldRefusal('same_password', 'new_password', ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await hashPassword(newPassword);
      await auth.endAllSessions(account.id, (tx) => repository.setPasswordHash(tx, account.id, passwordHash));
      const session = await auth.startSession(account);
      await sendAfterCommit(
        noticeMail(ctx.branding, {
          to: account.email,
          language: account.language,
          notice: { kind: 'password_changed', name: account.fullName },
        }),
      );
      return { detail: ACCOUNT_MESSAGES.passwordChanged, session };
    },

    /** Step one (with the password) mails a code to the new address; step two (with the code) switches. */
    async changeEmail(userId: number, body: EmailChange): Promise<{ detail: string; email?: string }> {
      const account = await requireOwnAccount(userId);
      if (body.new_email === account.email.toLowerCase()) {
        throw fieldRefusal('same_email', 'new_email', ACCOUNT_MESSAGES.sameEmail);
      }
      const owner = await repository.findAccountByEmail(db, body.new_email);
      if (owner && owner.id !== account.id)
        throw fieldRefusal('email_taken', 'new_email', ACCOUNT_MESSAGES.emailTaken);

      if ('current_password' in body) {
        await checkCurrentPassword(account.passwordHash, body.current_password);
        await codes.refuseIfSendThrottled('change_email', body.new_email);
        await sendAfterCommit(await codes.issue(db, account, 'change_email', body.new_email));
        return { detail: ACCOUNT_MESSAGES.emailCodeSent(body.new_email) };
      }

      await codes.consume(db, account.id, 'change_email', body.otp, body.new_email);
      try {
        await repository.setEmail(db, account.id, body.new_email);
      } catch {
        // The unique index caught someone taking the address between the two steps.
        throw fieldRefusal('email_taken', 'new_email', ACCOUNT_MESSAGES.emailTaken);
      }
      await sendAfterCommit(
        noticeMail(ctx.branding, {
          to: account.email,
          language: account.language,
          notice: { kind: 'email_changed', name: account.fullName, newEmail: body.new_email },
        }),
      );
      return { detail: ACCOUNT_MESSAGES.emailChanged(body.new_email), email: body.new_email };
    },

    /** Deletes the caller's own account after they confirm with their password. */
    async deleteOwnAccount(userId: number, currentPassword: string) {
      const account = await requireOwnAccount(userId);
      await checkCurrentPassword(account.passwordHash, currentPassword);
      if (account.role === 'college') {
        await createCollegesService(ctx).deleteCollegeOfUser(account.id);
      } else {
        await auth.endAllSessions(account.id, (tx) => repository.deleteUser(tx, account.id));
      }
      return { detail: ACCOUNT_MESSAGES.deleted };
    },
  };
}

/**
 * Creates an administrator, or resets the password of an existing one. Used by the CLI for real
 * deployments, where no demo data exists.
 */
export async function upsertAdmin(
  db: Database,
  { email, password, fullName }: { email: string; password: string; fullName: string },
): Promise<{ userId: number; created: boolean }> {
  const checked = NewPassword.safeParse(password);
  if (!checked.success) throw new AppError('invalid', checked.error.issues[0]?.message ?? PASSWORD_RULE);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await repository.findUserIdByEmail(tx, email);
    if (existing && existing.role !== 'admin') {
      throw new AppError('email_taken', `${email} already belongs to a ${existing.role} account.`);
    }
    if (existing) {
      await repository.updateUserPassword(tx, existing.id, passwordHash);
      // A reset from the command line signs the admin out everywhere, as one in the app does;
      // running API processes learn it when they next look the admin up (decision 015).
      await authRepository.endAllSessions(tx, existing.id, new Date());
      return { userId: existing.id, created: false };
    }
    const userId = await repository.insertUser(tx, {
      email,
      passwordHash,
      role: 'admin',
      fullName,
      emailVerifiedAt: new Date(),
    });
    return { userId, created: true };
  });
}
