import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { keepFromPath } from '../../../lib/from-path';
import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useLoginNotice } from '../use-login-notice';

export function StudentLoginPage() {
  const { t } = useLingui();
  // Signing up instead still returns the student to the page they were going to.
  const fromState = keepFromPath(useLocation().state);
  return (
    <LoginForm
      portal="student"
      description={t`Sign in to continue your courses and exams.`}
      notice={useLoginNotice()}
      beforeSubmit={
        <p className="text-right text-sm">
          <TextLink to={paths.forgotPassword.href()}>
            <Trans>Forgot Password?</Trans>
          </TextLink>
        </p>
      }
      footer={
        <>
          <p>
            <Trans>
              Don’t have an account?{' '}
              <TextLink to={paths.studentSignUp.href()} state={fromState}>
                Sign up
              </TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Signing in for a college? <TextLink to={paths.collegeLogin.href()}>College login</TextLink>
            </Trans>
          </p>
        </>
      }
    />
  );
}
