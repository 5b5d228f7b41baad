import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useLoginNotice } from '../use-login-notice';

export function StudentLoginPage() {
  return (
    <LoginForm
      portal="student"
      description="Sign in to continue your courses and exams."
      notice={useLoginNotice()}
      beforeSubmit={
        <p className="text-right text-sm">
          <TextLink to={paths.forgotPassword.href()}>Forgot Password?</TextLink>
        </p>
      }
      footer={
        <>
          <p>
            Don’t have an account? <TextLink to={paths.studentSignUp.href()}>Sign up</TextLink>
          </p>
          <p>
            Signing in for a college? <TextLink to={paths.collegeLogin.href()}>College login</TextLink>
          </p>
        </>
      }
    />
  );
}
