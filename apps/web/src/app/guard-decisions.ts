import type { Role } from '@vidya/contract';
import { getDashboardPath, getLoginPathForLocation, paths } from '../lib/paths';

export type SessionView = {
  isAuthenticated: boolean;
  userRole: Role | '';
  isLoggingOut: boolean;
  userExplicitlyLoggedOut: boolean;
};

export type RouteDecision =
  | { kind: 'allow' }
  /** `keepFrom`: remember the page for after login. `hasSignedOut`: the user just signed out. */
  | { kind: 'redirect'; to: string; keepFrom: boolean; hasSignedOut?: boolean };
export type LoginPageDecision = RouteDecision | { kind: 'signOut' };

const allow: RouteDecision = { kind: 'allow' };

/**
 * A dashboard route (spec §6): a signed-out visitor goes to the login page its path calls for,
 * keeping where they were going; a signed-in user of another role goes to their own dashboard.
 * Signing out from a dashboard also ends here: the user lands on that area's login page, which
 * is their role's, and nothing is kept for the next login.
 */
export function decideProtectedRoute(
  session: SessionView,
  requiredRole: Role,
  pathname: string,
): RouteDecision {
  if (!session.isAuthenticated) {
    const to = getLoginPathForLocation(pathname);
    return session.userExplicitlyLoggedOut
      ? { kind: 'redirect', to, keepFrom: false, hasSignedOut: true }
      : { kind: 'redirect', to, keepFrom: true };
  }
  if (session.userRole !== requiredRole) {
    return { kind: 'redirect', to: getDashboardPath(session.userRole), keepFrom: false };
  }
  return allow;
}

/** Where a user goes once signed in: the stored from-path unless it is '/', else their dashboard. */
export function getPostLoginPath(role: Role, from: string | undefined): string {
  return from !== undefined && from !== '' && from !== paths.home.path ? from : getDashboardPath(role);
}

/**
 * A login page: a signed-in user is sent on (spec §2 Login pages); one whose token names no
 * known role fits no page at all, so they are signed out. During a sign-out the page just shows.
 */
export function decideLoginPage(session: SessionView, from: string | undefined): LoginPageDecision {
  if (!session.isAuthenticated || session.isLoggingOut) return allow;
  if (session.userRole === '') return { kind: 'signOut' };
  return { kind: 'redirect', to: getPostLoginPath(session.userRole, from), keepFrom: false };
}

/** The landing page: a signed-in user belongs on their dashboard (spec §2 Landing page). */
export function decideHomePage(session: SessionView): RouteDecision {
  if (!session.isAuthenticated || session.isLoggingOut || session.userRole === '') return allow;
  return { kind: 'redirect', to: getDashboardPath(session.userRole), keepFrom: false };
}

export { readFromPath } from '../lib/from-path';
