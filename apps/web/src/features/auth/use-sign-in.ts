import type { LoginBody, LoginPortal } from '@vidya/contract';
import { LOGIN_UI_MESSAGES } from '@vidya/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { logger } from '../../lib/logger';
import { readAccessTokenClaims } from '../../lib/session/access-token';
import { credentialsReceived } from '../../lib/session/session-slice';
import { useLoginMutation, useLogoutMutation } from './api';
import { describeLoginFailure, isEmailUnverifiedError } from './login-errors';

export type SignInOutcome =
  | { isSignedIn: true }
  /** `isEmailUnverified`: the password was right, but the account's email still needs its code. */
  | { isSignedIn: false; message: string; isEmailUnverified: boolean };

/**
 * Signs in on one portal. The guards then move the user on. A token whose role is not this
 * portal's is refused and its fresh server session revoked: each login page accepts only its
 * own role (spec §6), whatever the server let through.
 */
export function useSignIn(portal: LoginPortal) {
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  const [logout] = useLogoutMutation();

  const signIn = useCallback(
    async (body: LoginBody): Promise<SignInOutcome> => {
      const result = await login({ portal, body });
      if (result.error !== undefined) {
        return {
          isSignedIn: false,
          message: describeLoginFailure(portal, result.error),
          isEmailUnverified: portal !== 'admin' && isEmailUnverifiedError(result.error),
        };
      }
      const claims = readAccessTokenClaims(result.data.access);
      if (claims.role !== portal) {
        logger.warn(`A ${portal} login returned a token for role "${claims.role}"; signing it out`);
        await logout(undefined);
        return {
          isSignedIn: false,
          message: LOGIN_UI_MESSAGES[portal].accessDenied,
          isEmailUnverified: false,
        };
      }
      dispatch(credentialsReceived(result.data.access, result.data.user, claims));
      return { isSignedIn: true };
    },
    [dispatch, login, logout, portal],
  );

  return { signIn };
}
