import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useLoginNotice } from '../use-login-notice';

export function StudentLoginPage() {
  const { t } = useLingui();
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
              Don’t have an account? <TextLink to={paths.studentSignUp.href()}>Sign up</TextLink>
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
