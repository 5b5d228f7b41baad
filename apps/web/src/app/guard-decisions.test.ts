import { describe, expect, it } from 'vitest';
import {
  decideHomePage,
  decideLoginPage,
  decideProtectedRoute,
  getPostLoginPath,
  readFromPath,
  type SessionView,
} from './guard-decisions';

const signedOut: SessionView = {
  isAuthenticated: false,
  userRole: '',
  isLoggingOut: false,
  userExplicitlyLoggedOut: false,
};
const as = (userRole: SessionView['userRole']): SessionView => ({
  ...signedOut,
  isAuthenticated: true,
  userRole,
});

describe('decideProtectedRoute', () => {
  it.each([
    ['/AdminDashboard', '/AdminLogin'],
    ['/AdminDashboard/PendingColleges', '/AdminLogin'],
    ['/admindashboard/pendingcolleges', '/AdminLogin'],
    ['/CollegeDashboard/CreateExam', '/CollegeLogin'],
    ['/StudentDashboard/Courses', '/StudentLogin'],
    ['/courses', '/StudentLogin'],
    ['/examination', '/StudentLogin'],
  ])('sends a signed-out visitor of %s to %s, keeping where they were going', (pathname, to) => {
    expect(decideProtectedRoute(signedOut, 'admin', pathname)).toEqual({
      kind: 'redirect',
      to,
      keepFrom: true,
    });
  });

  it('sends a user who just signed out to the login page without keeping the location', () => {
    const session = { ...signedOut, userExplicitlyLoggedOut: true };
    expect(decideProtectedRoute(session, 'college', '/CollegeDashboard/YourPlan')).toEqual({
      kind: 'redirect',
      to: '/CollegeLogin',
      keepFrom: false,
      hasSignedOut: true,
    });
  });

  it.each([
    ['student', 'college', '/StudentDashboard'],
    ['student', 'admin', '/StudentDashboard'],
    ['college', 'student', '/CollegeDashboard'],
    ['college', 'admin', '/CollegeDashboard'],
    ['admin', 'student', '/AdminDashboard'],
    ['admin', 'college', '/AdminDashboard'],
  ] as const)('sends a %s on a %s route to %s', (role, required, to) => {
    expect(decideProtectedRoute(as(role), required, '/anything')).toEqual({
      kind: 'redirect',
      to,
      keepFrom: false,
    });
  });

  it('sends a signed-in user without a role to the student login', () => {
    expect(decideProtectedRoute(as(''), 'admin', '/AdminDashboard')).toEqual({
      kind: 'redirect',
      to: '/StudentLogin',
      keepFrom: false,
    });
  });

  it.each(['student', 'college', 'admin'] as const)('lets a %s into their own area', (role) => {
    expect(decideProtectedRoute(as(role), role, '/x')).toEqual({ kind: 'allow' });
  });
});

describe('getPostLoginPath', () => {
  it('returns to the stored path', () => {
    expect(getPostLoginPath('student', '/StudentDashboard/Courses?tab=all')).toBe(
      '/StudentDashboard/Courses?tab=all',
    );
  });

  it.each([undefined, '', '/'])('goes to the dashboard when the stored path is %j', (from) => {
    expect(getPostLoginPath('college', from)).toBe('/CollegeDashboard');
  });
});

describe('decideLoginPage', () => {
  it('shows the page to a signed-out visitor', () => {
    expect(decideLoginPage(signedOut, '/StudentDashboard')).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user on to the stored path or their dashboard', () => {
    expect(decideLoginPage(as('admin'), undefined)).toEqual({
      kind: 'redirect',
      to: '/AdminDashboard',
      keepFrom: false,
    });
    expect(decideLoginPage(as('admin'), '/AdminDashboard/QuestionBank')).toEqual({
      kind: 'redirect',
      to: '/AdminDashboard/QuestionBank',
      keepFrom: false,
    });
  });

  it('signs out a user whose token names no role', () => {
    expect(decideLoginPage(as(''), undefined)).toEqual({ kind: 'signOut' });
  });

  it('stays put while a sign-out is under way', () => {
    expect(decideLoginPage({ ...as('student'), isLoggingOut: true }, undefined)).toEqual({ kind: 'allow' });
  });
});

describe('decideHomePage', () => {
  it.each([
    ['student', '/StudentDashboard'],
    ['college', '/CollegeDashboard'],
    ['admin', '/AdminDashboard'],
  ] as const)('sends a signed-in %s to %s', (role, to) => {
    expect(decideHomePage(as(role))).toEqual({ kind: 'redirect', to, keepFrom: false });
  });

  it('shows the landing page to everyone else', () => {
    expect(decideHomePage(signedOut)).toEqual({ kind: 'allow' });
    expect(decideHomePage(as(''))).toEqual({ kind: 'allow' });
  });
});

describe('readFromPath', () => {
  it('reads a stored in-app path and ignores anything else', () => {
    expect(readFromPath({ from: '/StudentDashboard' })).toBe('/StudentDashboard');
    expect(readFromPath({ from: 'https://evil.example' })).toBeUndefined();
    expect(readFromPath({ from: '//evil.example/path' })).toBeUndefined();
    expect(readFromPath({ from: 3 })).toBeUndefined();
    expect(readFromPath(null)).toBeUndefined();
  });
});
