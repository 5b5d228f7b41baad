import { paths } from '../../../app/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useHasJustSignedOut } from '../use-has-just-signed-out';

export function AdminLoginPage() {
  return (
    <LoginForm
      portal="admin"
      description="For platform administrators only."
      hasSignedOut={useHasJustSignedOut()}
      footer={
        <p>
          Not an administrator? <TextLink to={paths.studentLogin.href()}>Student login</TextLink>
        </p>
      }
    />
  );
}
