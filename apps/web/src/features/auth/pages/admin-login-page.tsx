import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { LoginForm } from '../components/login-form';
import { useLoginNotice } from '../use-login-notice';

export function AdminLoginPage() {
  const { t } = useLingui();
  return (
    <LoginForm
      portal="admin"
      description={t`For platform administrators only.`}
      notice={useLoginNotice()}
      footer={
        <p>
          <Trans>
            Not an administrator? <TextLink to={paths.studentLogin.href()}>Student login</TextLink>
          </Trans>
        </p>
      }
    />
  );
}
