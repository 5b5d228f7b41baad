import type { Role } from '@vidya/contract';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSession } from '../lib/session/session-slice';
import { decideHomePage, decideProtectedRoute, type RouteDecision } from './guard-decisions';

/** Renders the matched page, or redirects where a guard's decision says. */
export function FollowDecision({ decision }: { decision: RouteDecision }) {
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
