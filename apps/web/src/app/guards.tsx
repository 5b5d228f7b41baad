import type { Role } from '@vidya/contract';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignOut } from '../features/auth/use-sign-out';
import { selectSession } from '../lib/session/session-slice';
import {
  decideHomePage,
  decideLoginPage,
  decideProtectedRoute,
  readFromPath,
  type RouteDecision,
} from './guard-decisions';

function FollowDecision({ decision }: { decision: RouteDecision }) {
  const location = useLocation();
  if (decision.kind === 'allow') return <Outlet />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  const state = decision.keepFrom ? { from } : decision.hasSignedOut ? { signedOut: true } : undefined;
  return <Navigate to={decision.to} replace state={state} />;
}

/** Lets only the given role through (spec §6 route guards). */
export function RequireRole({ allowed }: { allowed: Role }) {
  const session = useSelector(selectSession);
  const { pathname } = useLocation();
  return <FollowDecision decision={decideProtectedRoute(session, allowed, pathname)} />;
}

/** The landing page is for visitors; signed-in users go to their dashboard. */
export function RedirectSignedInFromHome() {
  const session = useSelector(selectSession);
  return <FollowDecision decision={decideHomePage(session)} />;
}

/** Login pages: signed-in users are sent on; a user without a usable role is signed out. */
export function GuestOnly() {
  const session = useSelector(selectSession);
  const location = useLocation();
  const decision = decideLoginPage(session, readFromPath(location.state));
  const signOut = useSignOut();
  const mustSignOut = decision.kind === 'signOut';

  useEffect(() => {
    if (mustSignOut) void signOut();
  }, [mustSignOut, signOut]);

  return <FollowDecision decision={mustSignOut ? { kind: 'allow' } : decision} />;
}
