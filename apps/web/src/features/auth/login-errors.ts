import { isRefusalCode, LOGIN_UI_MESSAGES, type LoginPortal, type RefusalCode } from '@vidya/contract';
import { describeFailure, isRateLimitError, readErrorCode, readFailureText } from '../../lib/errors';

const includesAny = (text: string, needles: readonly string[]) =>
  needles.some((needle) => text.includes(needle));

/**
 * Words of the server's English texts, matched as they are (spec §8): what they select is then
 * shown in the reader's language, but the server's words themselves are never translated.
 */
const SERVER_WORDS = {
  ACCESS_DENIED: ['access denied'],
  NO_ACCOUNT: ['no active account', 'not found'],
  INCORRECT: ['incorrect password', 'invalid credentials', 'not authenticated'],
  TOO_MANY: ['throttle', 'too many'],
  ONLY_THIS_PORTAL: {
    student: 'only students can login',
    college: 'only colleges can login',
    admin: 'only admins can login',
  },
} as const satisfies Record<string, readonly string[] | Record<LoginPortal, string>>;

/** Which login message each of the API's sign-in refusal codes selects (decision 037). */
const BY_CODE: Partial<
  Record<RefusalCode, 'accessDenied' | 'noAccount' | 'incorrect' | 'inactive' | 'tooMany'>
> = {
  wrong_portal: 'accessDenied',
  no_account: 'noAccount',
  invalid_credentials: 'incorrect',
  not_authenticated: 'incorrect',
  inactive: 'inactive',
  throttled: 'tooMany',
};

/** The message a refusal's code selects, if the code is one of sign-in's. */
function describeByCode(portal: LoginPortal, error: unknown): string | undefined {
  const code = readErrorCode(error);
  if (code === undefined || !isRefusalCode(code)) return undefined;
  const messages = LOGIN_UI_MESSAGES[portal];
  if (code === 'pending_approval' && portal === 'college') return LOGIN_UI_MESSAGES.college.pendingApproval;
  if (code === 'email_unverified' && 'emailUnverified' in messages) return messages.emailUnverified;
  const key = BY_CODE[code];
  return key === undefined ? undefined : messages[key];
}

/** The API's answer to a correct password on an account whose email was never verified. */
export function isEmailUnverifiedError(error: unknown): boolean {
  if (readErrorCode(error) === 'email_unverified') return true;
  return readFailureText(error)?.toLowerCase().includes('verify your email') ?? false;
}

/**
 * The message a login page shows for a refused login: chosen by the refusal's code when Vidya's
 * API sent one; otherwise (spec §8 Login errors) the server's text is matched by substring,
 * case-insensitively, in the table's order.
 */
export function describeLoginFailure(portal: LoginPortal, error: unknown): string {
  const byCode = describeByCode(portal, error);
  if (byCode !== undefined) return byCode;
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

  const accessDeniedWords: string[] = [...SERVER_WORDS.ACCESS_DENIED, SERVER_WORDS.ONLY_THIS_PORTAL[portal]];
  if (portal === 'college') accessDeniedWords.push('admin', 'student');

  if (includesAny(text, accessDeniedWords)) return messages.accessDenied;
  if (includesAny(text, SERVER_WORDS.NO_ACCOUNT)) return messages.noAccount;
  if (includesAny(text, SERVER_WORDS.INCORRECT)) return messages.incorrect;
  if (text.includes('inactive')) return messages.inactive;
  if (includesAny(text, SERVER_WORDS.TOO_MANY) || isRateLimitError(error)) return messages.tooMany;
  if ('emailUnverified' in messages && isEmailUnverifiedError(error)) return messages.emailUnverified;
  return messages.failed;
}
