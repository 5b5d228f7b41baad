import type { Language, RefusalCode } from '@vidya/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, fieldRefusal, type ValuesArgument } from '../../lib/app-error.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  generateCode,
  hashCode,
  isSameHash,
} from '../../lib/one-time-codes.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { codeMail } from '../../mail/templates.ts';
import * as repository from './repository.ts';

/** Whom a code is for; it is written in their language. */
type CodeOwner = { id: number; email: string; fullName: string; language: Language | null };

/** Sends are limited per purpose and address: one a minute, five an hour. */
const SEND_LIMITS = [
  { windowSeconds: 60, max: 1 },
  { windowSeconds: 60 * 60, max: 5 },
];

const codeError = <Code extends RefusalCode>(code: Code, detail: string, ...values: ValuesArgument<Code>) =>
  fieldRefusal(code, 'otp', detail, ...values);

export function createCodeService(ctx: AppContext) {
  return {
    /** Refuses a send that comes too soon, whether or not the address has an account. */
    async refuseIfSendThrottled(purpose: repository.CodePurpose, email: string) {
      for (const { windowSeconds, max } of SEND_LIMITS) {
        const key = `code-send:${windowSeconds}:${purpose}:${email}`;
        const { count, retryAfterSeconds } = await ctx.attempts.count(key);
        if (count >= max) {
          throw new AppError(
            'throttled',
            `Request was throttled. Expected available in ${retryAfterSeconds} seconds. Please wait before asking for another code.`,
            { retryAfterSeconds },
          );
        }
      }
      for (const { windowSeconds } of SEND_LIMITS) {
        await ctx.attempts.hit(`code-send:${windowSeconds}:${purpose}:${email}`, windowSeconds);
      }
    },

    /** Stores a fresh code (voiding any older one) and returns the email to send after commit. */
    async issue(
      db: Executor,
      owner: CodeOwner,
      purpose: repository.CodePurpose,
      targetEmail?: string,
    ): Promise<MailMessage> {
      const code = generateCode();
      await repository.replaceCode(db, {
        userId: owner.id,
        purpose,
        codeHash: hashCode(ctx.codeKey, owner.id, purpose, code),
        targetEmail: targetEmail ?? null,
        expiresAt: new Date(ctx.now().getTime() + CODE_TTL_MINUTES * 60 * 1000),
      });
      return codeMail(ctx.branding, {
        to: targetEmail ?? owner.email,
        name: owner.fullName,
        code,
        purpose,
        validMinutes: CODE_TTL_MINUTES,
        language: owner.language,
      });
    },

    /**
     * Checks a code and consumes it on success. Wrong tries are counted in the database, so the
     * fifth one voids the code however the guesses are spread over requests.
     */
    async consume(
      db: Executor,
      userId: number,
      purpose: repository.CodePurpose,
      code: string,
      targetEmail?: string,
    ): Promise<void> {
      const stored = await repository.findCode(db, userId, purpose);
      if (!stored)
        throw codeError('code_missing', 'No code is waiting for this request. Ask for a new code.');
      if (stored.expiresAt <= ctx.now()) {
        await repository.consumeCode(db, stored.id);
        throw codeError('code_expired', 'This code has expired. Ask for a new code.');
      }
      if (stored.failedAttempts >= CODE_MAX_ATTEMPTS) {
        throw codeError(
          'code_locked',
          'Too many wrong codes: this code no longer works. Ask for a new code.',
        );
      }
      const isMatch =
        isSameHash(stored.codeHash, hashCode(ctx.codeKey, userId, purpose, code)) &&
        (targetEmail === undefined || stored.targetEmail === targetEmail);
      if (!isMatch) {
        const failed = await repository.countFailedAttempt(db, stored.id);
        const left = CODE_MAX_ATTEMPTS - failed;
        throw left > 0
          ? codeError(
              'code_wrong',
              `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
              { left },
            )
          : codeError('code_locked', 'Too many wrong codes: this code no longer works. Ask for a new code.');
      }
      if (!(await repository.consumeCode(db, stored.id))) {
        throw codeError('code_used', 'This code has already been used. Ask for a new code.');
      }
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
