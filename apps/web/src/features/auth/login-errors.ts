import { LOGIN_UI_MESSAGES, type LoginPortal } from '@vidya/contract';
import { describeFailure, isRateLimitError, readErrorCode, readFailureText } from '../../lib/errors';

const includesAny = (text: string, needles: readonly string[]) =>
  needles.some((needle) => text.includes(needle));

/** The API's answer to a correct password on an account whose email was never verified. */
export function isEmailUnverifiedError(error: unknown): boolean {
  if (readErrorCode(error) === 'email_unverified') return true;
  return readFailureText(error)?.toLowerCase().includes('verify your email') ?? false;
}

/**
 * The message a login page shows for a refused login (spec §8 Login errors): the server's text is
 * matched by substring, case-insensitively, in the table's order.
 */
export function describeLoginFailure(portal: LoginPortal, error: unknown): string {
  const messages = LOGIN_UI_MESSAGES[portal];
  const text = readFailureText(error)?.toLowerCase();
  if (text === undefined) {
    if (isRateLimitError(error)) return messages.tooMany;
    // No server text to match: a network failure or timeout says so, as anywhere else, rather
    // than "check your credentials", which would mislead.
    return describeFailure(error, messages.failed);
  }

  // Checked before the college's access-denied row, which any mention of "admin" would trigger.
  if (portal === 'college' && text.includes('pending')) return LOGIN_UI_MESSAGES.college.pendingApproval;

  const accessDeniedWords = ['access denied', `only ${portal}s can login`];
  if (portal === 'college') accessDeniedWords.push('admin', 'student');

  if (includesAny(text, accessDeniedWords)) return messages.accessDenied;
  if (includesAny(text, ['no active account', 'not found'])) return messages.noAccount;
  if (includesAny(text, ['incorrect password', 'invalid credentials', 'not authenticated'])) {
    return messages.incorrect;
  }
  if (text.includes('inactive')) return messages.inactive;
  if (includesAny(text, ['throttle', 'too many']) || isRateLimitError(error)) return messages.tooMany;
  if ('emailUnverified' in messages && isEmailUnverifiedError(error)) return messages.emailUnverified;
  return messages.failed;
}
