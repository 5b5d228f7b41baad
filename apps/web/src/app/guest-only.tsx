import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useSignOut } from '../features/auth/use-sign-out';
import { selectSession } from '../lib/session/session-slice';
import { decideLoginPage, readFromPath } from './guard-decisions';
import { FollowDecision } from './guards';

/**
 * Login pages: signed-in users are sent on; a user without a usable role is signed out. Apart
 * from the other guards because signing out needs the API, which only login pages should load.
 */
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
