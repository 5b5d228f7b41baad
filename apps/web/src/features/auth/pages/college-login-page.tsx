import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useLoginNotice } from '../use-login-notice';

export function CollegeLoginPage() {
  const { t } = useLingui();
  return (
    <LoginForm
      portal="college"
      description={t`Sign in to manage your students and exams.`}
      notice={useLoginNotice()}
      beforeSubmit={
        <p className="text-right text-sm">
          <TextLink to={paths.collegeForgotPassword.href()}>
            <Trans>Forgot Password?</Trans>
          </TextLink>
        </p>
      }
      footer={
        <>
          <p>
            <Trans>
              New to the platform? <TextLink to={paths.collegeSignUp.href()}>Register your college</TextLink>
            </Trans>
          </p>
          <p>
            <Trans>
              Are you a student? <TextLink to={paths.studentLogin.href()}>Student login</TextLink>
            </Trans>
          </p>
        </>
      }
    />
  );
}
