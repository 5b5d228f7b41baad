import { LOGIN_UI_MESSAGES, type LoginPortal } from '@vidya/contract';
import { getErrorMessage, isRateLimitError } from '../../lib/errors';

const includesAny = (text: string, needles: readonly string[]) =>
  needles.some((needle) => text.includes(needle));

const hasNoServerText = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/** The API's answer to a correct password on an account whose email was never verified. */
export function isEmailUnverifiedError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error;
    if (typeof data === 'object' && data !== null && 'code' in data && data.code === 'email_unverified') {
      return true;
    }
  }
  return getErrorMessage(error, '').toLowerCase().includes('verify your email');
}

/**
 * The message a login page shows for a refused login (spec §8 Login errors): the server's text is
 * matched by substring, case-insensitively, in the table's order.
 */
export function getLoginErrorMessage(portal: LoginPortal, error: unknown): string {
  const messages = LOGIN_UI_MESSAGES[portal];
  // A network failure or timeout has no server text to match; "check your credentials" would mislead.
  if (hasNoServerText(error)) return getErrorMessage(error);

  const text = getErrorMessage(error, '').toLowerCase();
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
