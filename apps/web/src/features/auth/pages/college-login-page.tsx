import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useLoginNotice } from '../use-login-notice';

export function CollegeLoginPage() {
  return (
    <LoginForm
      portal="college"
      description="Sign in to manage your students and exams."
      notice={useLoginNotice()}
      beforeSubmit={
        <p className="text-right text-sm">
          <TextLink to={paths.collegeForgotPassword.href()}>Forgot Password?</TextLink>
        </p>
      }
      footer={
        <>
          <p>
            New to the platform? <TextLink to={paths.collegeSignUp.href()}>Register your college</TextLink>
          </p>
          <p>
            Are you a student? <TextLink to={paths.studentLogin.href()}>Student login</TextLink>
          </p>
        </>
      }
    />
  );
}
