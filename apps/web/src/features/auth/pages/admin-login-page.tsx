import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useLoginNotice } from '../use-login-notice';

export function AdminLoginPage() {
  return (
    <LoginForm
      portal="admin"
      description="For platform administrators only."
      notice={useLoginNotice()}
      footer={
        <p>
          Not an administrator? <TextLink to={paths.studentLogin.href()}>Student login</TextLink>
        </p>
      }
    />
  );
}
