import {
  FALLBACK_MESSAGES,
  GENERIC_ERRORS,
  LOGIN_SERVER_ERRORS,
  LOGIN_UI_MESSAGES,
  type LoginPortal,
} from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { describeLoginFailure, isEmailUnverifiedError } from './login-errors';

const serverError = (detail: string, status = 400) => ({ status, data: { detail, code: 'x' } });

const PORTALS: LoginPortal[] = ['student', 'college', 'admin'];

type Row = keyof (typeof LOGIN_UI_MESSAGES)['admin'];

/** Every trigger of spec §8's table, written the way a server might send it (mixed case). */
const SHARED_TRIGGERS: [string, Row][] = [
  ['Access Denied for this user', 'accessDenied'],
  ['No active account found with the given credentials.', 'noAccount'],
  ['User NOT FOUND', 'noAccount'],
  ['Incorrect password supplied', 'incorrect'],
  ['Invalid Credentials.', 'incorrect'],
  ['Not authenticated', 'incorrect'],
  ['This account is INACTIVE.', 'inactive'],
  ['Request was throttled. Expected available in 60 seconds.', 'tooMany'],
  ['Too many attempts', 'tooMany'],
  ['Something else entirely', 'failed'],
];

describe.each(PORTALS)('describeLoginFailure on the %s login page', (portal) => {
  const messages = LOGIN_UI_MESSAGES[portal];

  it.each(SHARED_TRIGGERS)('maps "%s" to the %s message', (detail, row) => {
    expect(describeLoginFailure(portal, serverError(detail))).toBe(messages[row]);
  });

  it('maps its own "only … can login" text to access denied', () => {
    expect(describeLoginFailure(portal, serverError(`ONLY ${portal.toUpperCase()}S CAN LOGIN here`))).toBe(
      messages.accessDenied,
    );
  });

  it('maps a 429 without any text to too many attempts', () => {
    expect(describeLoginFailure(portal, { status: 429, data: '' })).toBe(messages.tooMany);
  });

  it('maps a missing or empty error to the generic failure', () => {
    expect(describeLoginFailure(portal, undefined)).toBe(messages.failed);
    expect(describeLoginFailure(portal, { status: 500, data: '' })).toBe(messages.failed);
  });

  it('reports a network failure or timeout as such rather than blaming the credentials', () => {
    expect(describeLoginFailure(portal, { status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      FALLBACK_MESSAGES.network,
    );
    expect(describeLoginFailure(portal, { status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(
      GENERIC_ERRORS.timeout,
    );
  });

  it('reads a message body as well as a detail', () => {
    expect(describeLoginFailure(portal, { status: 401, data: { message: 'invalid credentials' } })).toBe(
      messages.incorrect,
    );
  });
});

describe('the texts the API actually sends', () => {
  it.each([
    ['student', LOGIN_SERVER_ERRORS.onlyStudents, LOGIN_UI_MESSAGES.student.accessDenied],
    ['college', LOGIN_SERVER_ERRORS.onlyColleges, LOGIN_UI_MESSAGES.college.accessDenied],
    ['admin', LOGIN_SERVER_ERRORS.onlyAdmins, LOGIN_UI_MESSAGES.admin.accessDenied],
    ['student', LOGIN_SERVER_ERRORS.noAccount, LOGIN_UI_MESSAGES.student.noAccount],
    ['admin', LOGIN_SERVER_ERRORS.noAccount, LOGIN_UI_MESSAGES.admin.noAccount],
    ['college', LOGIN_SERVER_ERRORS.invalidCredentials, LOGIN_UI_MESSAGES.college.incorrect],
    ['admin', LOGIN_SERVER_ERRORS.inactive, LOGIN_UI_MESSAGES.admin.inactive],
    ['student', LOGIN_SERVER_ERRORS.throttled(42), LOGIN_UI_MESSAGES.student.tooMany],
  ] as const)('%s page: "%s"', (portal, detail, expected) => {
    expect(describeLoginFailure(portal, serverError(detail))).toBe(expected);
  });
});

describe('college-only rules', () => {
  it.each(['Admin accounts must use the admin portal', 'This is a STUDENT account'])(
    'treats a mention of admin or student as access denied: "%s"',
    (detail) => {
      expect(describeLoginFailure('college', serverError(detail, 403))).toBe(
        LOGIN_UI_MESSAGES.college.accessDenied,
      );
    },
  );

  it('does not apply that rule on the student or admin pages', () => {
    expect(describeLoginFailure('student', serverError('Admin accounts must use the admin portal'))).toBe(
      LOGIN_UI_MESSAGES.student.failed,
    );
    expect(describeLoginFailure('admin', serverError('This is a student account'))).toBe(
      LOGIN_UI_MESSAGES.admin.failed,
    );
  });

  it('tells a college awaiting approval so, although the text mentions "admin"', () => {
    expect(
      describeLoginFailure(
        'college',
        serverError('Your college registration is pending admin approval.', 403),
      ),
    ).toBe(LOGIN_UI_MESSAGES.college.pendingApproval);
  });
});

describe('message wording per portal', () => {
  it('uses the admin texts on the admin page', () => {
    expect(describeLoginFailure('admin', serverError('not found'))).toBe(
      'No admin account found with this email. Please check your email.',
    );
    expect(describeLoginFailure('admin', serverError('inactive'))).toBe('Your admin account is inactive.');
  });

  it('uses the college access-denied text on the college page', () => {
    expect(describeLoginFailure('college', serverError('access denied'))).toMatch(
      /^Access denied: Only colleges can log in here/,
    );
  });
});

describe('an account whose email is not verified yet', () => {
  const unverified = {
    status: 403,
    data: {
      detail:
        'Please verify your email address first: enter the 6-digit code we emailed you, or ask for a new one.',
      code: 'email_unverified',
    },
  };

  it.each(['student', 'college'] as const)('is told to verify on the %s page', (portal) => {
    expect(describeLoginFailure(portal, unverified)).toBe(LOGIN_UI_MESSAGES[portal].emailUnverified);
    expect(isEmailUnverifiedError(unverified)).toBe(true);
  });

  it('is recognised by its code even when the text changes', () => {
    const reworded = { status: 403, data: { detail: 'Confirm your address.', code: 'email_unverified' } };
    expect(describeLoginFailure('student', reworded)).toBe(LOGIN_UI_MESSAGES.student.emailUnverified);
  });

  it('leaves the other refusals to their own rows', () => {
    expect(isEmailUnverifiedError({ status: 401, data: { detail: 'Invalid credentials.', code: 'x' } })).toBe(
      false,
    );
    expect(describeLoginFailure('student', { status: 401, data: { detail: 'Invalid credentials.' } })).toBe(
      LOGIN_UI_MESSAGES.student.incorrect,
    );
  });
});

describe.each(PORTALS)('describeLoginFailure on the %s login page, by code (decision 037)', (portal) => {
  const messages = LOGIN_UI_MESSAGES[portal];
  const refusal = (code: string, detail = 'Words the page never reads.') => ({
    status: 401,
    data: { detail, code },
  });

  it.each([
    ['wrong_portal', 'accessDenied'],
    ['no_account', 'noAccount'],
    ['invalid_credentials', 'incorrect'],
    ['inactive', 'inactive'],
    ['throttled', 'tooMany'],
  ] as const)('chooses by the code %s, whatever the words', (code, row) => {
    expect(describeLoginFailure(portal, refusal(code))).toBe(messages[row]);
  });

  it('falls back to the spec’s words for a code it does not know', () => {
    expect(describeLoginFailure(portal, refusal('x', 'Invalid credentials.'))).toBe(messages.incorrect);
  });
});
